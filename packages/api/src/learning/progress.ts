import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ContentType, FinalQuizStatus } from '@ajar/tokens';
import type { AuthClaims } from '../auth/tokens';
import type { ContentStatus, Enrolment } from '../contract/learning';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';

/**
 * The learning rules in one place, so the player, the quiz engine and the score pages agree:
 * contents open in course order, a content is done when its own rule says so, the course is
 * complete when every content is done, and completing it issues the certificate (unless a
 * final quiz exists and is not passed).
 */

export interface EnrolmentRow {
  id: number;
  company_id: number;
  course_id: number;
  user_id: number;
  source: 'free' | 'voucher';
  progress: number;
  completed_at: Date | null;
  last_activity_at: Date;
  created_at: Date;
}

export interface OrderedContent {
  id: number;
  sectionId: number;
  type: ContentType;
  titleId: string;
  titleEn: string;
  durationMinutes: number;
}

export interface ContentState extends OrderedContent {
  status: ContentStatus;
  completedAt: Date | null;
}

/** Reading contents are done when the learner marks them; the rest finish by their own rule. */
export const MARKABLE_TYPES: readonly ContentType[] = [
  'Module',
  'Sub Module',
  'Module Summary',
  'Course Summary',
];
export const QUIZ_TYPES: readonly ContentType[] = [
  'Pre Test',
  'Post Test',
  'Final Quiz',
  'Evaluation',
];

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

/** 404 when the course is not in my company, 403 `not_enrolled` when I am not in it. */
export async function requireEnrolment(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<EnrolmentRow> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound('course');
  const enrolment = await findEnrolment(db, auth, courseId);
  if (!enrolment) throw new ApiError(403, 'notEnrolled', {}, 'not_enrolled');
  return enrolment;
}

/**
 * Every content of the enrolment's course with its status: done when completed, inProgress
 * for a quiz with an open attempt or a final quiz tried but not passed, otherwise available
 * when everything before it is done and locked when not.
 */
export async function contentStates(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<ContentState[]> {
  const [contents, done, tried] = await Promise.all([
    orderedContents(db, enrolment.course_id),
    db
      .selectFrom('content_progress')
      .select(['content_id', 'completed_at'])
      .where('enrolment_id', '=', enrolment.id)
      .execute(),
    db
      .selectFrom('attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select('q.content_id')
      .where('a.enrolment_id', '=', enrolment.id)
      .groupBy('q.content_id')
      .execute(),
  ]);
  const completed = new Map(done.map((d) => [d.content_id, d.completed_at]));
  const started = new Set(tried.map((t) => t.content_id));
  let open = true;
  return contents.map((content) => {
    const completedAt = completed.get(content.id) ?? null;
    let status: ContentStatus;
    if (completedAt) status = 'done';
    else if (!open) status = 'locked';
    else status = started.has(content.id) ? 'inProgress' : 'available';
    if (!completedAt) open = false;
    return { ...content, status, completedAt };
  });
}

/** The first content not done, where "continue" leads. */
export const nextContentId = (states: readonly ContentState[]): number | null =>
  states.find((s) => s.status !== 'done')?.id ?? null;

export interface FinalQuizOutcome {
  status: FinalQuizStatus;
  /** Whether any final quiz attempt was submitted: NotPassed without one means "not yet". */
  attempted: boolean;
}

/**
 * NoFinalQuiz when the course has none; Passed when any submitted attempt passed, else
 * NotPassed, with whether it was tried at all.
 */
export async function finalQuizOutcome(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<FinalQuizOutcome> {
  const final = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('quizzes as q', 'q.content_id', 'c.id')
    .select('q.id')
    .where('s.course_id', '=', enrolment.course_id)
    .where('c.content_type', '=', 'Final Quiz')
    .execute();
  if (final.length === 0) return { status: 'NoFinalQuiz', attempted: false };
  const attempts = await db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*)::int`.as('submitted'),
      sql<number>`(count(*) filter (where passed))::int`.as('passed'),
    ])
    .where('enrolment_id', '=', enrolment.id)
    .where(
      'quiz_id',
      'in',
      final.map((f) => f.id),
    )
    .where('submitted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    status: attempts.passed > 0 ? 'Passed' : 'NotPassed',
    attempted: attempts.submitted > 0,
  };
}

export const finalQuizResult = async (db: Kysely<Schema>, enrolment: EnrolmentRow) =>
  (await finalQuizOutcome(db, enrolment)).status;

// Crockford-like: no I, O (read as 1, 0), so a code read aloud or typed is unambiguous.
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const block = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
export const newCertificateCode = () => `AJR-${block()}-${block()}`;

/**
 * Marks one content done (repeating it changes nothing) and brings the enrolment up to date.
 * Callers check the content's own rule (read, attended, submitted, passed) first.
 */
export async function markDone(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
  contentId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('content_progress')
    .values({ enrolment_id: enrolment.id, content_id: contentId, completed_at: at })
    .onConflict((oc) => oc.columns(['enrolment_id', 'content_id']).doNothing())
    .execute();
  await refreshEnrolment(db, enrolment.id, at);
}

/**
 * Recounts progress, records the activity, and on completion sets completed_at once and
 * issues the certificate once (the unique enrolment_id makes a second issue a no-op).
 */
export async function refreshEnrolment(
  db: Kysely<Schema>,
  enrolmentId: number,
  at: Date = new Date(),
): Promise<EnrolmentRow> {
  const enrolment = await db
    .selectFrom('enrolments')
    .selectAll()
    .where('id', '=', enrolmentId)
    .executeTakeFirstOrThrow();
  const states = await contentStates(db, enrolment);
  const doneCount = states.filter((s) => s.status === 'done').length;
  const progress = states.length === 0 ? 0 : Math.floor((doneCount * 100) / states.length);
  const complete = states.length > 0 && doneCount === states.length;
  const updated = await db
    .updateTable('enrolments')
    .set({
      progress,
      last_activity_at: at,
      completed_at: complete ? (enrolment.completed_at ?? at) : null,
    })
    .where('id', '=', enrolmentId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (complete && (await finalQuizResult(db, updated)) !== 'NotPassed') {
    await issueCertificate(db, updated, at);
  }
  return updated;
}

async function issueCertificate(db: Kysely<Schema>, enrolment: EnrolmentRow, at: Date) {
  const course = await db
    .selectFrom('courses')
    .select('certificate_valid_days')
    .where('id', '=', enrolment.course_id)
    .executeTakeFirstOrThrow();
  const days = course.certificate_valid_days;
  const expiresAt = days === null ? null : new Date(at.getTime() + days * 86_400_000);
  // A clash of random codes is astronomically rare; retrying once more is still cheap.
  for (let tries = 0; tries < 3; tries += 1) {
    const inserted = await db
      .insertInto('certificates')
      .values({
        company_id: enrolment.company_id,
        enrolment_id: enrolment.id,
        user_id: enrolment.user_id,
        course_id: enrolment.course_id,
        code: newCertificateCode(),
        issued_at: at,
        expires_at: expiresAt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return;
    const existing = await db
      .selectFrom('certificates')
      .select('id')
      .where('enrolment_id', '=', enrolment.id)
      .executeTakeFirst();
    if (existing) return;
  }
  throw new Error('certificate: no free code after 3 tries');
}

/** The contract's view of an enrolment. */
export async function enrolmentView(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<Enrolment> {
  const [finalQuiz, certificate] = await Promise.all([
    finalQuizOutcome(db, enrolment),
    db
      .selectFrom('certificates')
      .select('code')
      .where('enrolment_id', '=', enrolment.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    courseId: enrolment.course_id,
    enrolledAt: enrolment.created_at.toISOString(),
    source: enrolment.source,
    progress: enrolment.progress,
    completedAt: enrolment.completed_at?.toISOString() ?? null,
    finalQuiz: finalQuiz.status,
    finalQuizAttempted: finalQuiz.attempted,
    certificateCode: certificate?.code ?? null,
  };
}

/** Creates my enrolment (or answers the one I have): two presses at once enrol once. */
export async function enrol(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  source: 'free' | 'voucher',
): Promise<{ enrolment: EnrolmentRow; created: boolean }> {
  const inserted = await db
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
  if (inserted) return { enrolment: inserted, created: true };
  const existing = await findEnrolment(db, auth, courseId);
  if (!existing) throw new Error('enrol: conflict without a row');
  return { enrolment: existing, created: false };
}
