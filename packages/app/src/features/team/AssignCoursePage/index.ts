export { AssignCoursePage } from './AssignCoursePage';
