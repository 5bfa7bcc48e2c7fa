export { TeamCourseAssignPage } from './TeamCourseAssignPage';
