export { MyCoursesPage } from './MyCoursesPage';
