import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Enrolment } from '../contract/learning';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { certificateIssued } from '../notifications/notices';
import {
  finalQuizOutcomeOf,
  statesOf,
  type ContentState,
  type EnrolmentRow,
  type FinalQuizOutcome,
} from './progress';
import {
  certificateIdOf,
  certificateValidDays,
  companyCourse,
  completedContents,
  enrolmentById,
  finalQuizIds,
  findEnrolment,
  insertCertificate,
  insertContentProgress,
  insertEnrolment,
  orderedContents,
  submittedAttemptCounts,
  triedQuizContentIds,
  updateEnrolmentProgress,
  validCertificateCode,
} from './progress.queries';
import { pointsForContent, pointsForCourse } from '../points/learning-points';

/**
 * The learning rules in one place, so the player, the quiz engine and the score pages agree:
 * a content is done when its own rule says so, the course is complete when every content is
 * done, and completing it issues the certificate (unless a final quiz exists and is not
 * passed).
 */

/** 404 when the course is not in my company, 403 `not_enrolled` when I am not in it. */
export async function requireEnrolment(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
): Promise<EnrolmentRow> {
  const course = await companyCourse(db, auth.companyId, courseId);
  if (!course) throw notFound('course');
  const enrolment = await findEnrolment(db, auth, courseId);
  if (!enrolment) throw new ApiError(403, 'notEnrolled', {}, 'not_enrolled');
  return enrolment;
}

/** Every content of the enrolment's course with its status (see `statesOf`). */
export async function contentStates(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<ContentState[]> {
  const [contents, done, tried] = await Promise.all([
    orderedContents(db, enrolment.course_id),
    completedContents(db, enrolment.id),
    triedQuizContentIds(db, enrolment.id),
  ]);
  return statesOf(
    contents,
    new Map(done.map((d) => [d.content_id, d.completed_at])),
    new Set(tried),
  );
}

/** The enrolment's final quiz outcome (see `finalQuizOutcomeOf`). */
export async function finalQuizOutcome(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<FinalQuizOutcome> {
  const final = await finalQuizIds(db, enrolment.course_id);
  if (final.length === 0) return finalQuizOutcomeOf(0, { submitted: 0, passed: 0 });
  return finalQuizOutcomeOf(final.length, await submittedAttemptCounts(db, enrolment.id, final));
}

// Crockford-like: no I, O (read as 1, 0), so a code read aloud or typed is unambiguous.
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const block = () =>
  Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newCertificateCode = () => `AJR-${block()}-${block()}`;

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
  await insertContentProgress(db, enrolment.id, contentId, at);
  await pointsForContent(db, enrolment, contentId, at);
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
  const enrolment = await enrolmentById(db, enrolmentId);
  const states = await contentStates(db, enrolment);
  const doneCount = states.filter((s) => s.status === 'done').length;
  const progress = states.length === 0 ? 0 : Math.floor((doneCount * 100) / states.length);
  const complete = states.length > 0 && doneCount === states.length;
  const updated = await updateEnrolmentProgress(db, enrolmentId, {
    progress,
    lastActivityAt: at,
    completedAt: complete ? (enrolment.completed_at ?? at) : null,
  });
  if (complete && (await finalQuizOutcome(db, updated)).status !== 'NotPassed') {
    await issueCertificate(db, updated, at);
  }
  if (complete) await pointsForCourse(db, updated, at);
  return updated;
}

async function issueCertificate(db: Kysely<Schema>, enrolment: EnrolmentRow, at: Date) {
  const days = await certificateValidDays(db, enrolment.course_id);
  const expiresAt = days === null ? null : new Date(at.getTime() + days * 86_400_000);
  // A clash of random codes is astronomically rare; retrying once more is still cheap.
  for (let tries = 0; tries < 3; tries += 1) {
    const inserted = await insertCertificate(db, enrolment, {
      code: newCertificateCode(),
      issuedAt: at,
      expiresAt,
    });
    if (inserted) {
      await certificateIssued(
        db,
        { certificateId: inserted.id, enrolmentId: enrolment.id },
        { at },
      );
      return;
    }
    if (await certificateIdOf(db, enrolment.id)) return;
  }
  throw new Error('certificate: no free code after 3 tries');
}

/** The contract's view of an enrolment. */
export async function enrolmentView(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
): Promise<Enrolment> {
  const [finalQuiz, certificateCode] = await Promise.all([
    finalQuizOutcome(db, enrolment),
    validCertificateCode(db, enrolment.id),
  ]);
  return toEnrolmentView(enrolment, finalQuiz, certificateCode);
}

/** The API's view of an enrolment, from its row and what was read about it. */
export function toEnrolmentView(
  enrolment: EnrolmentRow,
  finalQuiz: FinalQuizOutcome,
  certificateCode: string | undefined,
): Enrolment {
  return {
    courseId: enrolment.course_id,
    enrolledAt: enrolment.created_at.toISOString(),
    source: enrolment.source,
    progress: enrolment.progress,
    completedAt: enrolment.completed_at?.toISOString() ?? null,
    finalQuiz: finalQuiz.status,
    finalQuizAttempted: finalQuiz.attempted,
    certificateCode: certificateCode ?? null,
  };
}

/** Creates my enrolment (or answers the one I have): two presses at once enrol once. */
export async function enrol(
  db: Kysely<Schema>,
  auth: AuthClaims,
  courseId: number,
  source: 'free' | 'voucher',
): Promise<{ enrolment: EnrolmentRow; created: boolean }> {
  const inserted = await insertEnrolment(db, auth, courseId, source);
  if (inserted) return { enrolment: inserted, created: true };
  const existing = await findEnrolment(db, auth, courseId);
  if (!existing) throw new Error('enrol: conflict without a row');
  return { enrolment: existing, created: false };
}
