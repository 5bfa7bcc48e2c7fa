import { hoursOf, type TeamCourseState } from '../contract/team-rules';

/**
 * How a person stands in their courses, as plain rules over enrolment facts: the team list
 * and a person's page count with the same ones.
 */

export interface EnrolmentFacts {
  progress: number;
  completed_at: Date | null;
  due_at: Date | null;
  duration_minutes: number;
}

/** Unfinished past its due date is overdue, whatever the progress. */
export function courseState(e: EnrolmentFacts, now: Date): TeamCourseState {
  if (e.completed_at !== null) return 'completed';
  if (e.due_at !== null && e.due_at.getTime() < now.getTime()) return 'overdue';
  return e.progress > 0 ? 'inProgress' : 'notStarted';
}

export function countStates(enrolments: readonly EnrolmentFacts[], now: Date) {
  const counts: Record<TeamCourseState, number> = {
    notStarted: 0,
    inProgress: 0,
    completed: 0,
    overdue: 0,
  };
  for (const e of enrolments) counts[courseState(e, now)] += 1;
  return counts;
}

/**
 * Training hours of the year that began at `yearStart`: each course completed since, at its
 * nominal duration (what the company planned, not minutes on the page).
 */
export function hoursSince(enrolments: readonly EnrolmentFacts[], yearStart: Date) {
  const minutes = enrolments
    .filter((e) => e.completed_at !== null && e.completed_at >= yearStart)
    .reduce((sum, e) => sum + e.duration_minutes, 0);
  return hoursOf(minutes);
}

const ORDER: Record<TeamCourseState, number> = {
  overdue: 0,
  inProgress: 1,
  notStarted: 1,
  completed: 2,
};
const time = (d: Date | null, absent: number) => (d === null ? absent : d.getTime());

/**
 * A person's courses as a supervisor reads them: overdue first (oldest due date first), then
 * the unfinished by due date (undated last), then the finished, newest first.
 */
export function byUrgency<T extends EnrolmentFacts>(rows: readonly T[], now: Date): T[] {
  return [...rows].sort((a, b) => {
    const rank = ORDER[courseState(a, now)] - ORDER[courseState(b, now)];
    if (rank !== 0) return rank;
    if (a.completed_at !== null && b.completed_at !== null)
      return b.completed_at.getTime() - a.completed_at.getTime();
    return time(a.due_at, Infinity) - time(b.due_at, Infinity);
  });
}
