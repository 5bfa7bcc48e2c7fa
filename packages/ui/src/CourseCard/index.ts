export { CourseCard } from './CourseCard';
export type { CourseCardProps, CourseDisplayType } from './CourseCard';
export type { LinkRenderProps, RenderLink } from '../internal/link/link';
export { useCourseDuration } from './useCourseDuration';
