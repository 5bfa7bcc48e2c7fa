export { CourseOverview } from './CourseOverview';
export type { CourseFact, CourseOverviewProps } from './CourseOverview';
export { CourseOverviewSection } from './CourseOverviewSection';
export type {
  CourseOverviewHeadingLevel,
  CourseOverviewSectionProps,
} from './CourseOverviewSection';
