import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * The team pages' SQL. Every query is scoped by company; "my team" is the people whose
 * supervisor I am (users.supervisor_id), read fresh on each request so a change of
 * supervisor applies at once.
 */

const PERSON = ['u.id', 'u.name', 'u.email', 'u.position', 'u.department'] as const;

export function directReports(db: Db, companyId: number, supervisorId: number) {
  return db
    .selectFrom('users as u')
    .select(PERSON)
    .where('u.company_id', '=', companyId)
    .where('u.supervisor_id', '=', supervisorId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
export type PersonRow = Awaited<ReturnType<typeof directReports>>[number];

/** One person, only when the supervisor is theirs: anyone else reads as absent. */
export function directReport(db: Db, companyId: number, supervisorId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .select(PERSON)
    .where('u.company_id', '=', companyId)
    .where('u.supervisor_id', '=', supervisorId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Anyone of the company, for their own standing. */
export function personRow(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .select(PERSON)
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function teamSize(db: Db, companyId: number, supervisorId: number) {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('size'))
    .where('company_id', '=', companyId)
    .where('supervisor_id', '=', supervisorId)
    .executeTakeFirstOrThrow();
  return row.size;
}

/** The company's yearly training-hours target and its calendar's zone. */
export function companyTargets(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['training_hours_target', 'time_zone'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The people's enrolments with their courses and who assigned them. */
export function enrolmentsOf(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .leftJoin('users as a', 'a.id', 'e.assigned_by')
    .select([
      'e.user_id',
      'e.course_id',
      'e.progress',
      'e.completed_at',
      'e.due_at',
      'e.last_activity_at',
      'e.assigned_at',
      'e.assignment_note',
      'c.title_id',
      'c.title_en',
      'c.duration_minutes',
      'a.name as assigned_by_name',
    ])
    .where('e.company_id', '=', companyId)
    .where('c.company_id', '=', companyId)
    .where('e.user_id', 'in', userIds)
    .execute();
}
export type TeamEnrolmentRow = Awaited<ReturnType<typeof enrolmentsOf>>[number];

/** Certificates neither revoked nor expired, per person. */
export function validCertificateCounts(db: Db, companyId: number, userIds: number[], now: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificates')
    .select(['user_id', sql<number>`count(*)::int`.as('count')])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .groupBy('user_id')
    .execute();
}

/** One person's certificates, newest first. */
export function certificatesOf(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('certificates as ce')
    .innerJoin('courses as c', 'c.id', 'ce.course_id')
    .select([
      'ce.code',
      'ce.issued_at',
      'ce.expires_at',
      'ce.revoked_at',
      'c.id as course_id',
      'c.title_id',
      'c.title_en',
    ])
    .where('ce.company_id', '=', companyId)
    .where('ce.user_id', '=', userId)
    .orderBy('ce.issued_at', 'desc')
    .orderBy('ce.id', 'desc')
    .execute();
}

/** The company's courses with where the person stands in each. */
export function coursesForPerson(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('courses as c')
    .leftJoin('enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', userId),
    )
    .select([
      'c.id',
      'c.title_id',
      'c.title_en',
      'c.duration_minutes',
      'c.price',
      'e.id as enrolment_id',
      'e.completed_at',
    ])
    .where('c.company_id', '=', companyId)
    .orderBy('c.title_id')
    .orderBy('c.id')
    .execute();
}

/** The person's enrolment in one course of the company, locked for the assignment. */
export function enrolmentForUpdate(db: Db, userId: number, courseId: number) {
  return db
    .selectFrom('enrolments')
    .select(['id', 'completed_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .forUpdate()
    .executeTakeFirst();
}

export interface Assignment {
  companyId: number;
  userId: number;
  courseId: number;
  dueAt: Date;
  by: number;
  note: string | null;
  at: Date;
}

/**
 * Enrols the person (source `team`) with the assignment's date, note and author; false when
 * an enrolment appeared meanwhile (two assignments at once), which the caller then dates.
 */
export async function insertAssignedEnrolment(db: Db, a: Assignment) {
  const row = await db
    .insertInto('enrolments')
    .values({
      company_id: a.companyId,
      user_id: a.userId,
      course_id: a.courseId,
      source: 'team',
      due_at: a.dueAt,
      assigned_by: a.by,
      assigned_at: a.at,
      assignment_note: a.note,
    })
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Dates an enrolment the person had: the newest assignment's date and note apply. */
export async function updateAssignment(db: Db, enrolmentId: number, a: Assignment) {
  await db
    .updateTable('enrolments')
    .set({ due_at: a.dueAt, assigned_by: a.by, assigned_at: a.at, assignment_note: a.note })
    .where('id', '=', enrolmentId)
    .execute();
}

export async function insertTeamLog(
  db: Db,
  entry: {
    companyId: number;
    actorId: number;
    subjectId: number;
    action: 'course.assigned';
    facts: object;
  },
) {
  await db
    .insertInto('team_log')
    .values({
      company_id: entry.companyId,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      action: entry.action,
      facts: JSON.stringify(entry.facts),
    })
    .execute();
}

/**
 * The changes made to a person's learning, newest first. Follow-up questions are logged too,
 * but they are the two people's own: the person's page does not list them.
 */
export function teamLogOf(db: Db, companyId: number, userId: number, limit: number) {
  return db
    .selectFrom('team_log as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .select(['l.action', 'l.facts', 'l.at', 'a.name as actor_name'])
    .where('l.company_id', '=', companyId)
    .where('l.subject_id', '=', userId)
    .where('l.action', '=', 'course.assigned')
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}
