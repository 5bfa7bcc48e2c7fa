/**
 * The addresses (and so the cache keys) of the learner's own course data. Pages read them
 * from here, and whatever changes a course's progress refreshes them through
 * `showsCourseProgress`, so the two cannot name different keys.
 */
export const myCoursesKey = '/v1/my/courses';
export const myCourseKey = (courseId: number | string) => `${myCoursesKey}/${courseId}`;
export const myCourseAttemptsKey = (courseId: number | string) =>
  `${myCourseKey(courseId)}/attempts`;
export const enrolmentKey = (courseId: number | string) => `/v1/courses/${courseId}/enrolment`;

/** Whether a cached key holds progress of this course: my course list, the course, its scores. */
export function showsCourseProgress(courseId: number | string) {
  const course = myCourseKey(courseId);
  return (key: unknown) =>
    typeof key === 'string' &&
    (key === myCoursesKey ||
      key === course ||
      key.startsWith(`${course}/`) ||
      key.startsWith(`${course}?`) ||
      key === enrolmentKey(courseId));
}
