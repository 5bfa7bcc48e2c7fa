export { CourseOutline } from './CourseOutline';
export type {
  CourseContentStatus,
  CourseOutlineContent,
  CourseOutlineProps,
  CourseOutlineSection,
  OutlineHeadingLevel,
} from './CourseOutline';
