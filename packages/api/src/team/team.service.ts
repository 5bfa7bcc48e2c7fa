import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type {
  AssignableCourse,
  AssignCourseRequest,
  CourseAssigned,
  TeamMember,
  TeamMemberDetail,
  TeamOverview,
} from '../contract/team';
import { hoursOf, TEAM_LIMITS } from '../contract/team-rules';
import type { Schema } from '../db/schema';
import { canAddCourse } from '../groups/groups-access';
import { ApiError, notFound } from '../http/errors';
import { courseAssigned } from '../notifications/notices';
import { addDays, dayKey, startOfDay } from '../points/company-days';
import {
  certificatesOf,
  companyTargets,
  coursesForPerson,
  directReport,
  directReports,
  personRow,
  enrolmentForUpdate,
  enrolmentsOf,
  insertAssignedEnrolment,
  insertTeamLog,
  teamLogOf,
  updateAssignment,
  validCertificateCounts,
  type PersonRow,
  type TeamEnrolmentRow,
} from './team.queries';
import { verifiedTotals } from '../training-records/training-records.queries';
import { byUrgency, countStates, courseState, hoursSince } from './team-progress';

type Db = Kysely<Schema>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const titled = (row: { title_id: string; title_en: string }) => ({
  id: row.title_id,
  en: row.title_en,
});

/** The first instant of this calendar year in the company's zone. */
function yearOf(now: Date, timeZone: string) {
  const year = Number(dayKey(now, timeZone).slice(0, 4));
  return { year, start: startOfDay(`${year}-01-01`, timeZone) };
}

function memberOf(
  person: PersonRow,
  enrolments: readonly TeamEnrolmentRow[],
  facts: { certificates: number; recordHours: number },
  context: { now: Date; yearStart: Date; target: number },
): TeamMember {
  const { certificates, recordHours } = facts;
  const last = enrolments.reduce<Date | null>(
    (latest, e) => (latest === null || e.last_activity_at > latest ? e.last_activity_at : latest),
    null,
  );
  return {
    id: person.id,
    name: person.name,
    position: person.position,
    department: person.department,
    courses: countStates(enrolments, context.now),
    hours: {
      done: Math.round((hoursSince(enrolments, context.yearStart) + recordHours) * 10) / 10,
      target: context.target,
    },
    certificates,
    lastActivityAt: iso(last),
  };
}

async function teamContext(db: Db, auth: AuthClaims, now: Date) {
  const company = await companyTargets(db, auth.companyId);
  const { year, start } = yearOf(now, company.time_zone);
  return {
    now,
    year,
    yearStart: start,
    target: Number(company.training_hours_target),
    timeZone: company.time_zone,
  };
}

/**
 * People's standing this year: courses by state, training hours (completed courses plus
 * verified training records whose training ended this year) and valid certificates.
 */
async function standingOf(
  db: Db,
  auth: AuthClaims,
  people: readonly PersonRow[],
  now: Date,
): Promise<TeamOverview> {
  const context = await teamContext(db, auth, now);
  const ids = people.map((p) => p.id);
  const [enrolments, certificates, records] = await Promise.all([
    enrolmentsOf(db, auth.companyId, ids),
    validCertificateCounts(db, auth.companyId, ids, now),
    verifiedTotals(db, auth.companyId, ids, `${context.year}-01-01`),
  ]);
  const certificateCount = new Map(certificates.map((c) => [c.user_id, c.count]));
  const recordHours = new Map(records.map((r) => [r.user_id, Number(r.hours)]));
  return {
    year: context.year,
    members: people.map((person) =>
      memberOf(
        person,
        enrolments.filter((e) => e.user_id === person.id),
        {
          certificates: certificateCount.get(person.id) ?? 0,
          recordHours: recordHours.get(person.id) ?? 0,
        },
        context,
      ),
    ),
  };
}

/** My direct reports, each with their courses by state, this year's hours and certificates. */
export async function teamOverview(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<TeamOverview> {
  return standingOf(db, auth, await directReports(db, auth.companyId, auth.userId), now);
}

/** My own standing, as my supervisor sees it: for my training records page. */
export async function myStanding(db: Db, auth: AuthClaims, now = new Date()) {
  const me = await personRow(db, auth.companyId, auth.userId);
  return standingOf(db, auth, me ? [me] : [], now);
}

/** One of my direct reports; anyone else (a peer's report, another company's) is 404. */
async function requireReport(db: Db, auth: AuthClaims, userId: number) {
  const person = await directReport(db, auth.companyId, auth.userId, userId);
  if (!person) throw notFound('member');
  return person;
}

export async function teamMemberDetail(
  db: Db,
  auth: AuthClaims,
  userId: number,
  now = new Date(),
): Promise<TeamMemberDetail> {
  const person = await requireReport(db, auth, userId);
  const [standing, enrolments, certificates, log] = await Promise.all([
    standingOf(db, auth, [person], now),
    enrolmentsOf(db, auth.companyId, [userId]),
    certificatesOf(db, auth.companyId, userId),
    teamLogOf(db, auth.companyId, userId, TEAM_LIMITS.log),
  ]);
  const stateOf = (c: (typeof certificates)[number]) =>
    c.revoked_at !== null
      ? ('revoked' as const)
      : c.expires_at !== null && c.expires_at <= now
        ? ('expired' as const)
        : ('valid' as const);
  return {
    member: standing.members[0]!,
    email: person.email,
    courses: byUrgency(enrolments, now).map((e) => ({
      course: { id: e.course_id, title: titled(e) },
      state: courseState(e, now),
      progress: e.progress,
      hours: hoursOf(e.duration_minutes),
      dueAt: iso(e.due_at),
      assignedBy: e.assigned_by_name,
      assignedAt: iso(e.assigned_at),
      note: e.assignment_note,
      completedAt: iso(e.completed_at),
      lastActivityAt: e.last_activity_at.toISOString(),
    })),
    certificates: certificates.map((c) => ({
      code: c.code,
      course: { id: c.course_id, title: titled(c) },
      issuedAt: c.issued_at.toISOString(),
      state: stateOf(c),
    })),
    log: log.map((entry) => {
      const facts = entry.facts as {
        courseId?: number;
        title?: { id: string; en: string };
        dueAt?: string;
      };
      return {
        action: 'course.assigned' as const,
        by: entry.actor_name,
        at: entry.at.toISOString(),
        course:
          facts.courseId !== undefined && facts.title
            ? { id: facts.courseId, title: facts.title }
            : null,
        dueAt: facts.dueAt ?? null,
      };
    }),
  };
}

/** The courses I may assign to the person: my company's, paid ones only when I am staff. */
export async function assignableCourses(
  db: Db,
  auth: AuthClaims,
  userId: number,
): Promise<{ items: AssignableCourse[] }> {
  await requireReport(db, auth, userId);
  const rows = await coursesForPerson(db, auth.companyId, userId);
  return {
    items: rows
      .filter((row) => canAddCourse(auth, row))
      .map((row) => ({
        id: row.id,
        title: titled(row),
        hours: hoursOf(row.duration_minutes),
        standing:
          row.enrolment_id === null ? 'none' : row.completed_at === null ? 'enrolled' : 'completed',
      })),
  };
}

/**
 * Assigns a course with a due date and a note: enrols the person when they were not, or
 * dates the enrolment they had; tells them, and logs it. A finished course has nothing to
 * assign. The due date is the end of that day in the company's calendar.
 */
export async function assignCourse(
  db: Db,
  auth: AuthClaims,
  userId: number,
  request: AssignCourseRequest,
  now = new Date(),
): Promise<CourseAssigned> {
  await requireReport(db, auth, userId);
  const context = await teamContext(db, auth, now);
  const course = (await coursesForPerson(db, auth.companyId, userId)).find(
    (row) => row.id === request.courseId,
  );
  if (!course) throw notFound('course');
  if (!canAddCourse(auth, course))
    throw new ApiError(403, 'teamPaidCourse', { field: 'courseId' }, 'paid_course');
  const today = dayKey(now, context.timeZone);
  if (request.dueOn < today)
    throw new ApiError(400, 'teamDuePast', { field: 'dueOn' }, 'due_in_past');
  if (request.dueOn > addDays(today, TEAM_LIMITS.dueMaxDays))
    throw new ApiError(
      400,
      'teamDueTooFar',
      { field: 'dueOn', n: TEAM_LIMITS.dueMaxDays },
      'due_too_far',
    );
  const dueAt = new Date(startOfDay(addDays(request.dueOn, 1), context.timeZone).getTime() - 1);
  const note = request.note?.trim() || null;

  return db.transaction().execute(async (trx) => {
    const assignment = {
      companyId: auth.companyId,
      userId,
      courseId: course.id,
      dueAt,
      by: auth.userId,
      note,
      at: now,
    };
    const enrolled =
      course.enrolment_id === null && (await insertAssignedEnrolment(trx, assignment));
    if (!enrolled) {
      const existing = await enrolmentForUpdate(trx, userId, course.id);
      if (!existing) throw notFound('course');
      if (existing.completed_at)
        throw new ApiError(409, 'teamCourseCompleted', { field: 'courseId' }, 'course_completed');
      await updateAssignment(trx, existing.id, assignment);
    }
    await courseAssigned(trx, { userId, courseId: course.id, dueAt });
    await insertTeamLog(trx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      subjectId: userId,
      action: 'course.assigned',
      facts: { courseId: course.id, title: titled(course), dueAt: dueAt.toISOString(), note },
    });
    return { courseId: course.id, enrolled, dueAt: dueAt.toISOString() };
  });
}
