export { RoadmapDetailPage } from './RoadmapDetailPage';
