export { MyCourseDetailPage } from './MyCourseDetailPage';
