import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { jakartaToday } from '../catalog/class-status';
import { toEvent } from '../catalog/events.queries';
import {
  DUE_SOON_DAYS,
  type ContinueLearningTile,
  type Dashboard,
  type DueCourse,
  type NextMeeting,
  type OpenQuestionsTile,
} from '../contract/dashboard';
import type { Schema } from '../db/schema';
import { dailyStreak } from '../daily-quiz/daily-quiz.service';
import { certificateState } from '../learning/certificates.service';
import { nextContentId } from '../learning/progress';
import { contentStates } from '../learning/progress.service';
import {
  certificateGlance,
  enrolmentsWithCourse,
  nextMeetingContent,
  nextRegisteredEvent,
  openQuestionsOf,
  teamGlance,
  type EnrolmentWithCourse,
} from './dashboard.queries';

const DAY_MS = 86_400_000;

const courseOf = (row: EnrolmentWithCourse) => ({
  id: row.course_id,
  title: { id: row.title_id, en: row.title_en },
});

/** The course I touched last among those not finished, and where "continue" leads in it. */
async function continueLearning(
  db: Kysely<Schema>,
  enrolments: readonly EnrolmentWithCourse[],
): Promise<ContinueLearningTile | null> {
  const last = enrolments.find((e) => e.completed_at === null);
  if (!last) return null;
  // The player's own rule (first content not done), so the link opens where the player would.
  const states = await contentStates(db, last);
  const nextId = nextContentId(states);
  const next = states.find((s) => s.id === nextId);
  return {
    course: courseOf(last),
    progress: last.progress,
    lastActivityAt: last.last_activity_at.toISOString(),
    nextContent: next
      ? { id: next.id, type: next.type, title: { id: next.titleId, en: next.titleEn } }
      : null,
  };
}

/**
 * Unfinished assigned courses due within DUE_SOON_DAYS of `now` or already past due, judged
 * on the server's clock so a wrong clock on a phone cannot hide an overdue course.
 */
export function dueCourses(enrolments: readonly EnrolmentWithCourse[], now: Date): DueCourse[] {
  const soon = now.getTime() + DUE_SOON_DAYS * DAY_MS;
  return enrolments
    .flatMap((e) => {
      if (e.due_at === null || e.completed_at !== null || e.due_at.getTime() > soon) return [];
      return [{ row: e, dueAt: e.due_at }];
    })
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .map(({ row, dueAt }) => ({
      course: courseOf(row),
      dueAt: dueAt.toISOString(),
      state: dueAt.getTime() < now.getTime() ? 'overdue' : 'dueSoon',
      progress: row.progress,
    }));
}

async function nextMeeting(
  db: Kysely<Schema>,
  auth: AuthClaims,
  now: Date,
): Promise<NextMeeting | null> {
  const row = await nextMeetingContent(db, auth.companyId, auth.userId, now);
  if (!row?.meeting_starts_at) return null;
  const endsAt =
    row.meeting_ends_at ??
    new Date(row.meeting_starts_at.getTime() + row.duration_minutes * 60_000);
  return {
    course: { id: row.course_id, title: { id: row.course_title_id, en: row.course_title_en } },
    contentId: row.id,
    title: { id: row.title_id, en: row.title_en },
    startsAt: row.meeting_starts_at.toISOString(),
    endsAt: endsAt.toISOString(),
    mode: row.meeting_mode ?? (row.meeting_url ? 'online' : 'offline'),
    location: row.meeting_location,
  };
}

/** The first instant of the calendar month it is in Jakarta at `now` (a fixed +07:00 offset). */
export function jakartaMonthStart(now: Date): Date {
  return new Date(`${jakartaToday(now).slice(0, 7)}-01T00:00:00+07:00`);
}

/** A summary of my direct reports; null when nobody reports to me. */
async function teamSummary(db: Kysely<Schema>, auth: AuthClaims, now: Date) {
  const team = await teamGlance(db, auth.companyId, auth.userId, now, jakartaMonthStart(now));
  return team.members === 0 ? null : team;
}

/** The follow-up questions waiting for my answer; null when none does. */
async function openQuestions(
  db: Kysely<Schema>,
  auth: AuthClaims,
): Promise<OpenQuestionsTile | null> {
  const first = await openQuestionsOf(db, auth.companyId, auth.userId);
  if (!first) return null;
  return { count: first.count, first: { id: first.id, asker: first.asker, dueOn: first.due_on } };
}

/** Every tile of my dashboard, from my own rows of my own company. */
export async function myDashboard(
  db: Kysely<Schema>,
  auth: AuthClaims,
  now: Date,
): Promise<Dashboard> {
  const { companyId, userId } = auth;
  const [enrolments, event, meeting, certificates, team, streak, questions] = await Promise.all([
    enrolmentsWithCourse(db, companyId, userId),
    nextRegisteredEvent(db, companyId, userId, now),
    nextMeeting(db, auth, now),
    certificateGlance(db, companyId, userId, now),
    teamSummary(db, auth, now),
    dailyStreak(db, userId, now),
    openQuestions(db, auth),
  ]);
  const completed = enrolments.filter((e) => e.completed_at !== null).length;
  return {
    generatedAt: now.toISOString(),
    continueLearning: await continueLearning(db, enrolments),
    due: dueCourses(enrolments, now),
    nextEvent: event ? toEvent(event) : null,
    nextMeeting: meeting,
    progress: {
      inProgress: enrolments.length - completed,
      completed,
      certificates: certificates.valid,
    },
    recentCertificates: certificates.recent.map((c) => ({
      code: c.code,
      course: { id: c.course_id, title: { id: c.title_id, en: c.title_en } },
      issuedAt: c.issued_at.toISOString(),
      state: certificateState(c, now),
    })),
    // Once there is something to ask (a course) or a streak to keep; the page shows it then.
    dailyQuiz:
      enrolments.length > 0 || streak.played
        ? { answeredToday: streak.doneToday, streakDays: streak.current }
        : null,
    team,
    openQuestions: questions,
  };
}
