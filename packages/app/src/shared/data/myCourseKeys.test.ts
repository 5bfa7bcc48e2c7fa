import { describe, expect, it } from 'vitest';
import { apiPath } from '../../api';
import {
  dashboardKey,
  enrolmentKey,
  myCourseAttemptsKey,
  myCourseKey,
  myCoursesKey,
  showsCourseProgress,
} from './myCourseKeys';

describe('what a change of progress refreshes', () => {
  const refreshes = showsCourseProgress(7);

  it('is every page showing that course’s progress: My Courses, the course, its scores, my dashboard', () => {
    expect(
      [myCoursesKey, myCourseKey(7), myCourseAttemptsKey(7), enrolmentKey(7), dashboardKey].map(
        refreshes,
      ),
    ).toEqual([true, true, true, true, true]);
    expect(refreshes(myCourseAttemptsKey(7, { contentId: 3, type: 'final' }))).toBe(true);
  });

  it('uses the addresses the API answers on', () => {
    expect(myCoursesKey).toBe(apiPath('/my/courses'));
    expect(dashboardKey).toBe(apiPath('/me/dashboard'));
    expect(myCourseKey(7)).toBe(apiPath('/my/courses/{id}', { path: { id: 7 } }));
    expect(myCourseAttemptsKey('7', { contentId: 3 })).toBe(
      apiPath('/my/courses/{id}/attempts', { path: { id: 7 }, query: { contentId: 3 } }),
    );
  });

  it('leaves other courses and other data alone', () => {
    expect(
      [
        myCourseKey(70),
        myCourseKey(8),
        enrolmentKey(8),
        apiPath('/courses/{id}', { path: { id: 7 } }),
        null,
      ].map(refreshes),
    ).toEqual([false, false, false, false, false]);
  });
});
