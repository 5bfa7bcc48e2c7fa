import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type {
  TeamCourseAssignees,
  TeamCourseDetail,
  TeamCourseList,
} from '../contract/team-reports';
import { hoursOf } from '../contract/team-rules';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { byUrgency, countStates, courseState } from '../team/team-progress';
import { directReports, enrolmentsOf } from '../team/team.queries';
import {
  scoreKey,
  summarizeCourse,
  summarizeCourses,
  type ReportEnrolment,
} from './team-report-summary';
import { bestFinalScores, companyCourse, coursesWithFinalQuiz } from './team-reports.queries';

/** My direct reports' courses: the list, one course, and whom it may be assigned to. */

type Db = Kysely<Schema>;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Best final quiz scores of these people, and which of their courses have a final quiz. */
export async function scoresOf(db: Db, companyId: number, rows: readonly ReportEnrolment[]) {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const courseIds = [...new Set(rows.map((r) => r.course_id))];
  const [best, finalQuiz] = await Promise.all([
    bestFinalScores(db, companyId, userIds),
    coursesWithFinalQuiz(db, courseIds),
  ]);
  return {
    scores: new Map(best.map((b) => [scoreKey(b.user_id, b.course_id), Number(b.best)])),
    finalQuiz,
  };
}

/** Every course my direct reports are enrolled in (assigned ones included). */
export async function teamCourses(db: Db, auth: AuthClaims, now = new Date()) {
  const people = await directReports(db, auth.companyId, auth.userId);
  const rows = await enrolmentsOf(
    db,
    auth.companyId,
    people.map((p) => p.id),
  );
  const { scores, finalQuiz } = await scoresOf(db, auth.companyId, rows);
  return { items: summarizeCourses(rows, scores, finalQuiz, now) } satisfies TeamCourseList;
}

export async function requireCourse(db: Db, auth: AuthClaims, courseId: number) {
  const course = await companyCourse(db, auth.companyId, courseId);
  if (!course) throw notFound('course');
  return course;
}

/** One course of my company for my direct reports: counts, scores, each person's standing. */
export async function teamCourse(
  db: Db,
  auth: AuthClaims,
  courseId: number,
  now = new Date(),
): Promise<TeamCourseDetail> {
  const course = await requireCourse(db, auth, courseId);
  const people = await directReports(db, auth.companyId, auth.userId);
  const rows = (
    await enrolmentsOf(
      db,
      auth.companyId,
      people.map((p) => p.id),
    )
  ).filter((r) => r.course_id === courseId);
  const { scores } = await scoresOf(db, auth.companyId, rows);
  const hasFinalQuiz = (await coursesWithFinalQuiz(db, [courseId])).has(courseId);
  const summary =
    rows.length > 0
      ? summarizeCourse(rows, scores, hasFinalQuiz, now)
      : {
          course: { id: course.id, title: { id: course.title_id, en: course.title_en } },
          hours: hoursOf(course.duration_minutes),
          people: 0,
          states: countStates([], now),
          averageScore: null,
          hasFinalQuiz,
          nextDueAt: null,
        };
  const person = new Map(people.map((p) => [p.id, p]));
  return {
    summary,
    people: byUrgency(rows, now).map((r) => ({
      id: r.user_id,
      name: person.get(r.user_id)!.name,
      position: person.get(r.user_id)!.position,
      state: courseState(r, now),
      progress: r.progress,
      dueAt: iso(r.due_at),
      score: scores.get(scoreKey(r.user_id, r.course_id)) ?? null,
      completedAt: iso(r.completed_at),
      lastActivityAt: r.last_activity_at.toISOString(),
    })),
  };
}

/** My direct reports and where each stands with the course, to choose whom to assign. */
export async function teamCourseAssignees(
  db: Db,
  auth: AuthClaims,
  courseId: number,
): Promise<TeamCourseAssignees> {
  const course = await requireCourse(db, auth, courseId);
  const people = await directReports(db, auth.companyId, auth.userId);
  const rows = await enrolmentsOf(
    db,
    auth.companyId,
    people.map((p) => p.id),
  );
  const of = new Map(rows.filter((r) => r.course_id === courseId).map((r) => [r.user_id, r]));
  return {
    course: {
      id: course.id,
      title: { id: course.title_id, en: course.title_en },
      hours: hoursOf(course.duration_minutes),
    },
    people: people.map((p) => {
      const e = of.get(p.id);
      return {
        id: p.id,
        name: p.name,
        position: p.position,
        standing: !e ? 'none' : e.completed_at === null ? 'enrolled' : 'completed',
      };
    }),
  };
}
