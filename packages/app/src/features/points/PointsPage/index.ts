export { PointsPage } from './PointsPage';
