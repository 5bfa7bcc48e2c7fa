import { apiPath } from '../../api';

/**
 * The addresses (and so the cache keys) of the learner's own course data. Pages read them
 * from here, and whatever changes a course's progress refreshes them through
 * `showsCourseProgress`, so the two cannot name different keys.
 */
export const myCoursesKey = apiPath('/my/courses');
export const myCourseKey = (courseId: number | string) =>
  apiPath('/my/courses/{id}', { path: { id: Number(courseId) } });
export const myCourseAttemptsKey = (
  courseId: number | string,
  query?: { contentId?: number; type?: 'final' | 'evaluation' },
) => apiPath('/my/courses/{id}/attempts', { path: { id: Number(courseId) }, query });
export const enrolmentKey = (courseId: number | string) =>
  apiPath('/courses/{id}/enrolment', { path: { id: Number(courseId) } });
/** My dashboard: its "continue", due and progress tiles follow every course's progress. */
export const dashboardKey = apiPath('/me/dashboard');

/**
 * Whether a cached key holds progress of this course: my course list, the course, its scores,
 * my dashboard.
 */
export function showsCourseProgress(courseId: number | string) {
  const course: string = myCourseKey(courseId);
  return (key: unknown) =>
    typeof key === 'string' &&
    (key === myCoursesKey ||
      key === dashboardKey ||
      key === course ||
      key.startsWith(`${course}/`) ||
      key.startsWith(`${course}?`) ||
      key === enrolmentKey(courseId));
}
