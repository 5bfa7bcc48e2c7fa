export { GroupDetailPage } from './GroupDetailPage';
