import { z } from '@hono/zod-openapi';
import { IdNumber, IsoDate, LocalizedText, orNull, safeString } from './common';
import { TEAM_COURSE_STATES, TEAM_LIMITS } from './team-rules';
import { TEAM_REPORT_LIMITS } from './team-report-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const count = () => z.number().int().min(0);
const StateCounts = z.object({
  notStarted: count(),
  inProgress: count(),
  completed: count(),
  overdue: count(),
});

/** One course as my team takes it: how many people, by state, their scores and hours. */
export const TeamCourseSummary = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    /** The course's nominal hours. */
    hours: z.number().min(0),
    people: count(),
    states: StateCounts,
    /** Average of each person's best final quiz score; null without a final quiz or scores. */
    averageScore: orNull(z.number()),
    hasFinalQuiz: z.boolean(),
    /** The earliest due date among the unfinished. */
    nextDueAt: orNull(dateTime()),
  })
  .openapi('TeamCourseSummary');
export type TeamCourseSummary = z.infer<typeof TeamCourseSummary>;

/** GET /v1/team-reports/courses: the courses my direct reports are enrolled in or assigned. */
export const TeamCourseList = z
  .object({ items: z.array(TeamCourseSummary) })
  .openapi('TeamCourseList');
export type TeamCourseList = z.infer<typeof TeamCourseList>;

/** One of my direct reports in one course. */
export const TeamCoursePerson = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: orNull(z.string()),
    state: z.enum(TEAM_COURSE_STATES),
    progress: z.number().int().min(0).max(100),
    dueAt: orNull(dateTime()),
    /** Best final quiz score. */
    score: orNull(z.number()),
    completedAt: orNull(dateTime()),
    lastActivityAt: dateTime(),
  })
  .openapi('TeamCoursePerson');
export type TeamCoursePerson = z.infer<typeof TeamCoursePerson>;

/** GET /v1/team-reports/courses/{id}: the course for my team; 404 for another company's. */
export const TeamCourseDetail = z
  .object({
    summary: TeamCourseSummary,
    /** Overdue first, then by due date, then the finished. */
    people: z.array(TeamCoursePerson),
  })
  .openapi('TeamCourseDetail');
export type TeamCourseDetail = z.infer<typeof TeamCourseDetail>;

/** One of my direct reports and where they stand with the course, for a bulk assignment. */
export const TeamCourseAssignee = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: orNull(z.string()),
    standing: z.enum(['none', 'enrolled', 'completed']),
  })
  .openapi('TeamCourseAssignee');
export type TeamCourseAssignee = z.infer<typeof TeamCourseAssignee>;

export const TeamCourseAssignees = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText, hours: z.number().min(0) }),
    people: z.array(TeamCourseAssignee),
  })
  .openapi('TeamCourseAssignees');
export type TeamCourseAssignees = z.infer<typeof TeamCourseAssignees>;

export const BulkAssignRequest = z
  .strictObject({
    userIds: z.array(IdNumber).min(1).max(TEAM_REPORT_LIMITS.bulkPeople),
    /** The last day (company calendar) to complete it: today or later. */
    dueOn: IsoDate(),
    note: safeString().max(TEAM_LIMITS.note).optional(),
  })
  .openapi('BulkAssignRequest', {
    example: { userIds: [8, 9], dueOn: '2026-12-31', note: 'Sebelum audit Desember.' },
  });
export type BulkAssignRequest = z.infer<typeof BulkAssignRequest>;

/** Each person's outcome: assigned, or refused with the one-person assignment's message. */
export const BulkAssignResult = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    assigned: z.boolean(),
    enrolled: z.boolean(),
    dueAt: orNull(dateTime()),
    /** When refused: the code and message the one-person assignment answers. */
    refusal: orNull(z.object({ code: z.string(), message: z.string() })),
  })
  .openapi('BulkAssignResult');
export type BulkAssignResult = z.infer<typeof BulkAssignResult>;

export const BulkAssigned = z
  .object({ results: z.array(BulkAssignResult) })
  .openapi('BulkAssigned');
export type BulkAssigned = z.infer<typeof BulkAssigned>;

/** One person below me, directly or through someone: their standing this year. */
export const DashboardPerson = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: orNull(z.string()),
    department: orNull(z.string()),
    /** Who they report to: me (depth 1) or one of my reports' people. */
    reportsTo: z.object({ id: z.number().int(), name: z.string() }),
    depth: z.number().int().min(1),
    courses: StateCounts,
    /** This year's hours: completed courses and verified training records. */
    hours: z.number().min(0),
    lastActivityAt: orNull(dateTime()),
    /** No learning activity for TEAM_REPORT_LIMITS.inactiveDays days (or none ever). */
    inactive: z.boolean(),
  })
  .openapi('DashboardPerson');
export type DashboardPerson = z.infer<typeof DashboardPerson>;

/** GET /v1/team-reports/dashboard: my direct and indirect reports at a glance. */
export const TeamDashboard = z
  .object({
    year: z.number().int(),
    /** The company's yearly training hours target per person. */
    hoursTarget: z.number().min(0),
    /** Days without learning activity after which a person counts as inactive. */
    inactiveDays: z.number().int().min(1),
    cards: z.object({
      assigned: count(),
      assignedCompleted: count(),
      /** Whole percent of assigned courses completed; null with none assigned. */
      completionPercent: orNull(z.number().int().min(0).max(100)),
      overdue: count(),
      inactive: count(),
      pendingRequests: count(),
      pendingRecords: count(),
    }),
    people: z.array(DashboardPerson),
    courses: z.array(TeamCourseSummary),
  })
  .openapi('TeamDashboard');
export type TeamDashboard = z.infer<typeof TeamDashboard>;
