import type { CourseSummary, MyCourse } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useSession } from '../../../session';
import { myCoursesKey } from '../../../shared/data/myCourseKeys';

export interface RoadmapProgress {
  /** The learner's enrolment per course id; a course missing here is not started. */
  byCourse: ReadonlyMap<number, MyCourse>;
  /** Mean progress over the roadmap's courses, a course not started counting 0. */
  overall: number;
  completed: number;
}

/**
 * The signed-in learner's progress through a roadmap, from their own courses; nothing (no
 * request) when signed out.
 */
export function useRoadmapProgress(courses: CourseSummary[]) {
  const session = useSession();
  const { data, error, isValidating, retry } = useApi(session ? myCoursesKey : null);
  if (!session) return { isSignedIn: false as const };
  if (!data) return { isSignedIn: true as const, error, isValidating, retry };
  const byCourse = new Map(data.map((item) => [item.course.id, item]));
  const mine = courses.map((course) => byCourse.get(course.id));
  const total = mine.reduce((sum, item) => sum + (item?.enrolment.progress ?? 0), 0);
  const progress: RoadmapProgress = {
    byCourse,
    overall: courses.length ? Math.floor(total / courses.length) : 0,
    completed: mine.filter((item) => item?.enrolment.completedAt).length,
  };
  return { isSignedIn: true as const, error, isValidating, retry, progress };
}
