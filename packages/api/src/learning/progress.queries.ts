import { sql, type Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Schema } from '../db/schema';
import type { EnrolmentRow, OrderedContent } from './progress';

/** SQL over enrolments, content progress and certificates. */

/** A course's contents in the order a learner meets them (section, then position). */
export async function orderedContents(
  db: Kysely<Schema>,
  courseId: number,
): Promise<OrderedContent[]> {
  const rows = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .select([
      'c.id',
      'c.section_id as sectionId',
      'c.content_type as type',
      'c.title_id as titleId',
      'c.title_en as titleEn',
      'c.duration_minutes as durationMinutes',
    ])
    .where('s.course_id', '=', courseId)
    .orderBy('s.position')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows;
}

/** A course's id and title. */
export async function courseTitle(db: Kysely<Schema>, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title_id as titleId', 'title_en as titleEn'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
}

/** A course's sections in order. */
export async function courseSections(db: Kysely<Schema>, courseId: number) {
  return db
    .selectFrom('course_sections')
    .select(['id', 'title_id as titleId', 'title_en as titleEn'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A course of the company, with its price, or undefined. */
export async function companyCourse(db: Kysely<Schema>, companyId: number, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'price'])
    .where('company_id', '=', companyId)
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/** My enrolment in a course of my company, or undefined. */
export async function findEnrolment(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<EnrolmentRow | undefined> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('company_id', '=', auth.companyId)
    .where('user_id', '=', auth.userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** An enrolment by id; `forUpdate` locks it until the transaction ends. */
export async function enrolmentById(
  db: Kysely<Schema>,
  enrolmentId: number,
  { forUpdate = false } = {},
): Promise<EnrolmentRow> {
  let query = db.selectFrom('enrolments').selectAll().where('id', '=', enrolmentId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/** Creates an enrolment unless I have one: undefined when the course already had me. */
export async function insertEnrolment(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  source: 'free' | 'voucher',
): Promise<EnrolmentRow | undefined> {
  return db
    .insertInto('enrolments')
    .values({
      company_id: auth.companyId,
      course_id: courseId,
      user_id: auth.userId,
      source,
    })
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Records activity in the course without other progress (a quiz attempt started). */
export async function touchEnrolment(db: Kysely<Schema>, enrolmentId: number, at: Date) {
  await db
    .updateTable('enrolments')
    .set({ last_activity_at: at })
    .where('id', '=', enrolmentId)
    .execute();
}

export async function updateEnrolmentProgress(
  db: Kysely<Schema>,
  enrolmentId: number,
  set: { progress: number; lastActivityAt: Date; completedAt: Date | null },
): Promise<EnrolmentRow> {
  return db
    .updateTable('enrolments')
    .set({
      progress: set.progress,
      last_activity_at: set.lastActivityAt,
      completed_at: set.completedAt,
    })
    .where('id', '=', enrolmentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** When each content of the enrolment was completed. */
export async function completedContents(db: Kysely<Schema>, enrolmentId: number) {
  return db
    .selectFrom('content_progress')
    .select(['content_id', 'completed_at'])
    .where('enrolment_id', '=', enrolmentId)
    .execute();
}

/** Content ids of the quizzes the enrolment has any attempt at, open or submitted. */
export async function triedQuizContentIds(db: Kysely<Schema>, enrolmentId: number) {
  const rows = await db
    .selectFrom('attempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select('q.content_id')
    .where('a.enrolment_id', '=', enrolmentId)
    // Attempts are of a course's quizzes only; an evaluation form (no content) has none.
    .where('q.content_id', 'is not', null)
    .$narrowType<{ content_id: number }>()
    .groupBy('q.content_id')
    .execute();
  return rows.map((r) => r.content_id);
}

/** Marks a content done; a second time changes nothing. */
export async function insertContentProgress(
  db: Kysely<Schema>,
  enrolmentId: number,
  contentId: number,
  at: Date,
) {
  await db
    .insertInto('content_progress')
    .values({ enrolment_id: enrolmentId, content_id: contentId, completed_at: at })
    .onConflict((oc) => oc.columns(['enrolment_id', 'content_id']).doNothing())
    .execute();
}

/** Ids of the final quizzes of a course. */
export async function finalQuizIds(db: Kysely<Schema>, courseId: number) {
  const rows = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('quizzes as q', 'q.content_id', 'c.id')
    .select('q.id')
    .where('s.course_id', '=', courseId)
    .where('c.content_type', '=', 'Final Quiz')
    .execute();
  return rows.map((r) => r.id);
}

/** How many of the enrolment's attempts at these quizzes were submitted, and passed. */
export async function submittedAttemptCounts(
  db: Kysely<Schema>,
  enrolmentId: number,
  quizIds: readonly number[],
) {
  return db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*)::int`.as('submitted'),
      sql<number>`(count(*) filter (where passed))::int`.as('passed'),
    ])
    .where('enrolment_id', '=', enrolmentId)
    .where('quiz_id', 'in', quizIds)
    .where('submitted_at', 'is not', null)
    .executeTakeFirstOrThrow();
}

export async function certificateValidDays(db: Kysely<Schema>, courseId: number) {
  const course = await db
    .selectFrom('courses')
    .select('certificate_valid_days')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return course.certificate_valid_days;
}

/** Inserts a certificate; undefined when its code or its enrolment already has one. */
export async function insertCertificate(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
  certificate: { code: string; issuedAt: Date; expiresAt: Date | null },
) {
  return db
    .insertInto('certificates')
    .values({
      company_id: enrolment.company_id,
      enrolment_id: enrolment.id,
      user_id: enrolment.user_id,
      course_id: enrolment.course_id,
      code: certificate.code,
      issued_at: certificate.issuedAt,
      expires_at: certificate.expiresAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The enrolment's certificate id, revoked or not. */
export async function certificateIdOf(db: Kysely<Schema>, enrolmentId: number) {
  return db
    .selectFrom('certificates')
    .select('id')
    .where('enrolment_id', '=', enrolmentId)
    .executeTakeFirst();
}

/** The code of the enrolment's certificate unless it was revoked. */
export async function validCertificateCode(db: Kysely<Schema>, enrolmentId: number) {
  const row = await db
    .selectFrom('certificates')
    .select('code')
    .where('enrolment_id', '=', enrolmentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.code;
}
