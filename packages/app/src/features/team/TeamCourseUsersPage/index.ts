export { TeamCourseUsersPage } from './TeamCourseUsersPage';
