import {
  DAILY_ITEM_SOURCES,
  DAILY_QUIZ_PER_COURSE,
  DAILY_QUIZ_SIZE,
  type DailyItemSource,
} from '../contract/daily-quiz-rules';

export interface Candidate {
  questionId: number;
  courseId: number;
}

export interface Picked extends Candidate {
  source: DailyItemSource;
}

/**
 * Today's questions, drawn in priority order: reviews that are due, then questions missed in
 * course quizzes, then new ones, then practice; each list is already in its own order (most overdue first,
 * most recent first). A question is taken once, and a course gives at most two, so one big
 * course cannot fill the day.
 */
export function pickItems(
  lists: Readonly<Record<DailyItemSource, readonly Candidate[]>>,
  size = DAILY_QUIZ_SIZE,
  perCourse = DAILY_QUIZ_PER_COURSE,
): Picked[] {
  const picked: Picked[] = [];
  const taken = new Set<number>();
  const fromCourse = new Map<number, number>();
  for (const source of DAILY_ITEM_SOURCES) {
    for (const candidate of lists[source]) {
      if (picked.length >= size) return picked;
      const count = fromCourse.get(candidate.courseId) ?? 0;
      if (taken.has(candidate.questionId) || count >= perCourse) continue;
      taken.add(candidate.questionId);
      fromCourse.set(candidate.courseId, count + 1);
      picked.push({ ...candidate, source });
    }
  }
  return picked;
}
