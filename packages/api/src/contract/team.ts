import { z } from '@hono/zod-openapi';
import { CERTIFICATE_STATES } from './certificates';
import { IdNumber, IsoDate, LocalizedText, orNull, safeString } from './common';
import { TEAM_COURSE_STATES, TEAM_LIMITS } from './team-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const CourseRef = z.object({ id: z.number().int(), title: LocalizedText });

/** Training hours of this calendar year (company zone) against the company's yearly target. */
export const TrainingHours = z
  .object({
    /** Hours of courses completed this year, from each course's nominal duration. */
    done: z.number().min(0),
    target: z.number().min(0),
  })
  .openapi('TrainingHours');
export type TrainingHours = z.infer<typeof TrainingHours>;

/** One direct report, as my team's list shows them. */
export const TeamMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: orNull(z.string()),
    department: orNull(z.string()),
    /** Courses they are enrolled in, by state (overdue ones count as overdue, not in progress). */
    courses: z.object({
      notStarted: z.number().int().min(0),
      inProgress: z.number().int().min(0),
      completed: z.number().int().min(0),
      overdue: z.number().int().min(0),
    }),
    hours: TrainingHours,
    /** Certificates neither revoked nor expired. */
    certificates: z.number().int().min(0),
    lastActivityAt: orNull(dateTime()),
  })
  .openapi('TeamMember');
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /v1/team: my direct reports in my company, by name. Empty for someone with no team. */
export const TeamOverview = z
  .object({
    year: z.number().int(),
    members: z.array(TeamMember),
  })
  .openapi('TeamOverview');
export type TeamOverview = z.infer<typeof TeamOverview>;

/** One course of a team member, with who assigned it and until when. */
export const TeamMemberCourse = z
  .object({
    course: CourseRef,
    state: z.enum(TEAM_COURSE_STATES),
    progress: z.number().int().min(0).max(100),
    hours: z.number().min(0),
    dueAt: orNull(dateTime()),
    assignedBy: orNull(z.string()),
    assignedAt: orNull(dateTime()),
    note: orNull(z.string()),
    completedAt: orNull(dateTime()),
    lastActivityAt: dateTime(),
  })
  .openapi('TeamMemberCourse');
export type TeamMemberCourse = z.infer<typeof TeamMemberCourse>;

export const TeamMemberCertificate = z
  .object({
    code: z.string(),
    course: CourseRef,
    issuedAt: dateTime(),
    state: z.enum(CERTIFICATE_STATES),
  })
  .openapi('TeamMemberCertificate');

/** One change a supervisor made to the person's learning (team_log). */
export const TeamLogEntry = z
  .object({
    action: z.enum(['course.assigned']),
    by: orNull(z.string()),
    at: dateTime(),
    course: orNull(CourseRef),
    dueAt: orNull(dateTime()),
  })
  .openapi('TeamLogEntry');

/** GET /v1/team/members/{id}: one of my direct reports; 404 for anyone else. */
export const TeamMemberDetail = z
  .object({
    member: TeamMember,
    email: z.string(),
    /** Overdue first (oldest due date first), then unfinished by due date, then finished. */
    courses: z.array(TeamMemberCourse),
    /** Newest first. */
    certificates: z.array(TeamMemberCertificate),
    /** Newest first, at most TEAM_LIMITS.log. */
    log: z.array(TeamLogEntry),
  })
  .openapi('TeamMemberDetail');
export type TeamMemberDetail = z.infer<typeof TeamMemberDetail>;

/** A course of my company I may assign to the person, and where they stand with it. */
export const AssignableCourse = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    hours: z.number().min(0),
    /** `enrolled`: assigning dates it; `completed`: nothing to assign. */
    standing: z.enum(['none', 'enrolled', 'completed']),
  })
  .openapi('AssignableCourse');
export type AssignableCourse = z.infer<typeof AssignableCourse>;

export const AssignableCourseList = z
  .object({ items: z.array(AssignableCourse) })
  .openapi('AssignableCourseList');

export const AssignCourseRequest = z
  .strictObject({
    courseId: IdNumber,
    /** The last day (company calendar) to complete it: today or later. */
    dueOn: IsoDate(),
    note: safeString().max(TEAM_LIMITS.note).optional(),
  })
  .openapi('AssignCourseRequest', {
    example: { courseId: 3, dueOn: '2026-12-31', note: 'Sebelum kunjungan klien Januari.' },
  });
export type AssignCourseRequest = z.infer<typeof AssignCourseRequest>;

export const CourseAssigned = z
  .object({
    courseId: z.number().int(),
    /** True when this enrolled the person; false when it dated an enrolment they had. */
    enrolled: z.boolean(),
    dueAt: dateTime(),
  })
  .openapi('CourseAssigned');
export type CourseAssigned = z.infer<typeof CourseAssigned>;
