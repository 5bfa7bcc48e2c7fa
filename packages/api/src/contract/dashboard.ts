import { z } from '@hono/zod-openapi';
import { Event } from './catalog';
import { CERTIFICATE_STATES } from './certificates';
import { IsoDate, LocalizedText, orNull } from './common';
import { CONTENT_TYPES } from './content-types';

/** An assigned course is "due soon" from this long before its due date. */
export const DUE_SOON_DAYS = 7;

/** How many recent certificates the dashboard lists. */
export const DASHBOARD_RECENT_CERTIFICATES = 3;

const CourseRef = z.object({ id: z.number().int(), title: LocalizedText });
const dateTime = () => z.string().openapi({ format: 'date-time' });

/** The course I touched last and not finished, and the content "continue" opens. */
export const ContinueLearningTile = z
  .object({
    course: CourseRef,
    /** Done contents out of all, 0-100. */
    progress: z.number().int().min(0).max(100),
    lastActivityAt: dateTime(),
    /** The first content not done (the player's own "continue"); null when none is left. */
    nextContent: orNull(
      z.object({ id: z.number().int(), type: z.enum(CONTENT_TYPES), title: LocalizedText }),
    ),
  })
  .openapi('ContinueLearningTile');
export type ContinueLearningTile = z.infer<typeof ContinueLearningTile>;

/** `overdue`: the due date has passed; `dueSoon`: it falls within DUE_SOON_DAYS. */
export const DUE_STATES = ['overdue', 'dueSoon'] as const;
export type DueState = (typeof DUE_STATES)[number];

export const DueCourse = z
  .object({
    course: CourseRef,
    dueAt: dateTime(),
    state: z.enum(DUE_STATES),
    progress: z.number().int().min(0).max(100),
  })
  .openapi('DueCourse');
export type DueCourse = z.infer<typeof DueCourse>;

/** A meeting content of a course I am in, not attended yet; it opens in the learn player. */
export const NextMeeting = z
  .object({
    course: CourseRef,
    contentId: z.number().int(),
    title: LocalizedText,
    startsAt: dateTime(),
    endsAt: dateTime(),
    mode: z.enum(['online', 'offline']),
    location: z.string().nullable(),
  })
  .openapi('NextMeeting');
export type NextMeeting = z.infer<typeof NextMeeting>;

export const ProgressGlance = z
  .object({
    inProgress: z.number().int().min(0),
    completed: z.number().int().min(0),
    /** Certificates neither revoked nor expired. */
    certificates: z.number().int().min(0),
  })
  .openapi('ProgressGlance');
export type ProgressGlance = z.infer<typeof ProgressGlance>;

export const RecentCertificate = z
  .object({
    code: z.string(),
    course: CourseRef,
    issuedAt: dateTime(),
    state: z.enum(CERTIFICATE_STATES),
  })
  .openapi('RecentCertificate');
export type RecentCertificate = z.infer<typeof RecentCertificate>;

/** Today's daily quiz (issue 19 fills it); null until the feature exists or when there is none. */
export const DailyQuizTile = z
  .object({
    answeredToday: z.boolean(),
    streakDays: z.number().int().min(0),
  })
  .openapi('DailyQuizTile');
export type DailyQuizTile = z.infer<typeof DailyQuizTile>;

/** For a person with direct reports (users whose supervisor they are); null for everyone else. */
export const TeamSummaryTile = z
  .object({
    /** Direct reports in my company. */
    members: z.number().int().min(0),
    /** Their unfinished enrolments past the due date, on the server's clock. */
    overdue: z.number().int().min(0),
    /** Their enrolments finished since the first day of this month in Asia/Jakarta. */
    completedThisMonth: z.number().int().min(0),
  })
  .openapi('TeamSummaryTile');
export type TeamSummaryTile = z.infer<typeof TeamSummaryTile>;

/**
 * Follow-up questions my supervisor asked me that wait for my answer; null when none does.
 * A person without a team of their own reaches the questions only from here and the notice.
 */
export const OpenQuestionsTile = z
  .object({
    count: z.number().int().min(1),
    /** The one to answer first: the earliest due day, then the oldest asked. */
    first: z.object({
      id: z.number().int(),
      asker: z.string(),
      dueOn: orNull(IsoDate()),
    }),
  })
  .openapi('OpenQuestionsTile');
export type OpenQuestionsTile = z.infer<typeof OpenQuestionsTile>;

/** GET /v1/me/dashboard: every tile of my dashboard, from my own data in my company. */
export const Dashboard = z
  .object({
    /** The server's clock when the tiles were computed: due and overdue are relative to it. */
    generatedAt: dateTime(),
    continueLearning: orNull(ContinueLearningTile),
    /** Overdue first (oldest due date first), then due soon. */
    due: z.array(DueCourse),
    nextEvent: orNull(Event),
    nextMeeting: orNull(NextMeeting),
    progress: ProgressGlance,
    /** Newest first, at most DASHBOARD_RECENT_CERTIFICATES. */
    recentCertificates: z.array(RecentCertificate),
    dailyQuiz: orNull(DailyQuizTile).optional(),
    team: orNull(TeamSummaryTile).optional(),
    openQuestions: orNull(OpenQuestionsTile).optional(),
  })
  .openapi('Dashboard');
export type Dashboard = z.infer<typeof Dashboard>;
