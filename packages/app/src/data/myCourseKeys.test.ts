import { describe, expect, it } from 'vitest';
import {
  enrolmentKey,
  myCourseAttemptsKey,
  myCourseKey,
  myCoursesKey,
  showsCourseProgress,
} from './myCourseKeys';

describe('what a change of progress refreshes', () => {
  const refreshes = showsCourseProgress(7);

  it('is every page showing that course’s progress: My Courses, the course, its scores', () => {
    expect(
      [myCoursesKey, myCourseKey(7), myCourseAttemptsKey(7), enrolmentKey(7)].map(refreshes),
    ).toEqual([true, true, true, true]);
    expect(refreshes(`${myCourseAttemptsKey(7)}?contentId=3&type=module`)).toBe(true);
  });

  it('uses the addresses the API answers on', () => {
    expect(myCoursesKey).toBe('/v1/my/courses');
    expect(myCourseKey(7)).toBe('/v1/my/courses/7');
  });

  it('leaves other courses and other data alone', () => {
    expect(
      [myCourseKey(70), myCourseKey(8), enrolmentKey(8), '/v1/courses/7', null].map(refreshes),
    ).toEqual([false, false, false, false, false]);
  });
});
