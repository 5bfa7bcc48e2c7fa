import type { TeamCourseSummary } from '../contract/team-reports';
import { hoursOf } from '../contract/team-rules';
import { countStates, courseState, type EnrolmentFacts } from '../team/team-progress';

/**
 * The team reports' pure rules: a course as a team takes it, and the dashboard's cards,
 * over the enrolment facts the team pages count with (team-progress.ts).
 */

export interface ReportEnrolment extends EnrolmentFacts {
  user_id: number;
  course_id: number;
  title_id: string;
  title_en: string;
  last_activity_at: Date;
  assigned_at: Date | null;
}

/** `${userId}:${courseId}` -> best final quiz score. */
export type BestScores = ReadonlyMap<string, number>;
export const scoreKey = (userId: number, courseId: number) => `${userId}:${courseId}`;

const average = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/** One course's enrolments of my team, summed up. */
export function summarizeCourse(
  rows: readonly ReportEnrolment[],
  scores: BestScores,
  hasFinalQuiz: boolean,
  now: Date,
): TeamCourseSummary {
  const first = rows[0]!;
  const best = rows
    .map((r) => scores.get(scoreKey(r.user_id, r.course_id)))
    .filter((s): s is number => s !== undefined);
  const dues = rows
    .filter((r) => r.completed_at === null && r.due_at !== null)
    .map((r) => r.due_at!.getTime());
  return {
    course: { id: first.course_id, title: { id: first.title_id, en: first.title_en } },
    hours: hoursOf(first.duration_minutes),
    people: rows.length,
    states: countStates(rows, now),
    averageScore: hasFinalQuiz ? average(best) : null,
    hasFinalQuiz,
    nextDueAt: dues.length === 0 ? null : new Date(Math.min(...dues)).toISOString(),
  };
}

/**
 * Every course of these enrolments, summed up: the most overdue first, then the most people,
 * then by Indonesian title.
 */
export function summarizeCourses(
  rows: readonly ReportEnrolment[],
  scores: BestScores,
  finalQuiz: ReadonlySet<number>,
  now: Date,
) {
  const byCourse = new Map<number, ReportEnrolment[]>();
  for (const row of rows)
    byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), row]);
  return [...byCourse.entries()]
    .map(([id, group]) => summarizeCourse(group, scores, finalQuiz.has(id), now))
    .sort(
      (a, b) =>
        b.states.overdue - a.states.overdue ||
        b.people - a.people ||
        a.course.title.id.localeCompare(b.course.title.id, 'id'),
    );
}

/** Assigned courses (a supervisor set a due date), completed, as a whole percent. */
export function completionOf(rows: readonly ReportEnrolment[]) {
  const assigned = rows.filter((r) => r.assigned_at !== null);
  const completed = assigned.filter((r) => r.completed_at !== null).length;
  return {
    assigned: assigned.length,
    assignedCompleted: completed,
    completionPercent:
      assigned.length === 0 ? null : Math.floor((completed / assigned.length) * 100),
  };
}

export const overdueCount = (rows: readonly ReportEnrolment[], now: Date) =>
  rows.filter((r) => courseState(r, now) === 'overdue').length;

/** Someone with no learning activity for `days` days, or none at all, has gone quiet. */
export const isInactive = (last: Date | null, now: Date, days: number) =>
  last === null || now.getTime() - last.getTime() >= days * 86_400_000;
