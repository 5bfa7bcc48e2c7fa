import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { notify, type NotifyOptions } from './outbox';
import { courseName, enrolmentOwner, eventName } from './notices.queries';

/**
 * What each feature calls, inside its own transaction, when something happens to a learner:
 * the names are read here, so a feature passes ids only.
 */

const named = (row: { title_id: string; title_en: string }) => ({
  id: row.title_id,
  en: row.title_en,
});

export async function courseEnrolled(
  trx: Kysely<Schema>,
  { userId, courseId }: { userId: number; courseId: number },
  options?: NotifyOptions,
) {
  const course = await courseName(trx, courseId);
  return notify(
    trx,
    {
      companyId: course.company_id,
      userId,
      type: 'course.enrolled',
      facts: { courseId, course: named(course) },
    },
    options,
  );
}

export async function quizGraded(
  trx: Kysely<Schema>,
  {
    attemptId,
    enrolmentId,
    score,
    passed,
  }: { attemptId: number; enrolmentId: number; score: number | null; passed: boolean | null },
  options?: NotifyOptions,
) {
  const enrolment = await enrolmentOwner(trx, enrolmentId);
  const course = await courseName(trx, enrolment.course_id);
  return notify(
    trx,
    {
      companyId: enrolment.company_id,
      userId: enrolment.user_id,
      type: 'quiz.graded',
      facts: { attemptId, courseId: course.id, course: named(course), score, passed },
    },
    options,
  );
}

export async function certificateIssued(
  trx: Kysely<Schema>,
  { certificateId, enrolmentId }: { certificateId: number; enrolmentId: number },
  options?: NotifyOptions,
) {
  const enrolment = await enrolmentOwner(trx, enrolmentId);
  const course = await courseName(trx, enrolment.course_id);
  return notify(
    trx,
    {
      companyId: enrolment.company_id,
      userId: enrolment.user_id,
      type: 'certificate.issued',
      facts: { certificateId, courseId: course.id, course: named(course) },
    },
    options,
  );
}

export async function eventRegistered(
  trx: Kysely<Schema>,
  { userId, eventId }: { userId: number; eventId: number },
  options?: NotifyOptions,
) {
  const event = await eventName(trx, eventId);
  return notify(
    trx,
    {
      companyId: event.company_id,
      userId,
      type: 'event.registered',
      facts: { eventId, event: named(event) },
    },
    options,
  );
}

export async function eventReminder(
  trx: Kysely<Schema>,
  { userId, eventId }: { userId: number; eventId: number },
  options?: NotifyOptions,
) {
  const event = await eventName(trx, eventId);
  return notify(
    trx,
    {
      companyId: event.company_id,
      userId,
      type: 'event.reminder',
      facts: { eventId, event: named(event), startsAt: event.starts_at.toISOString() },
    },
    options,
  );
}
