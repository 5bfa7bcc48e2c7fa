export { TeamCoursePage } from './TeamCoursePage';
