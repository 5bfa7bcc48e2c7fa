export { TeamCoursesPage } from './TeamCoursesPage';
