export { CourseDetailPage } from './CourseDetailPage';
