export { AddGroupCoursePage } from './AddGroupCoursePage';
