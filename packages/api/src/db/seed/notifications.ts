import type { Kysely } from 'kysely';
import { certificateIssued, courseEnrolled, quizGraded } from '../../notifications/notices';
import { remindOverdueAssignments } from '../../notifications/overdue-reminders';
import { remindUpcomingEvents } from '../../notifications/reminders';
import type { Schema } from '../schema';

const HOUR_MS = 3_600_000;

/** Each user's newest few stay unread, so the bell has something to show. */
export const SEED_UNREAD_PER_USER = 3;

/**
 * The demo's notifications are told by the same templates as live ones, from the seeded
 * facts themselves (enrolments, graded attempts, certificates, upcoming registered events,
 * assigned courses past their due date),
 * each dated when its fact happened, so none can contradict the learner's data. Nothing here
 * is pushed: these things happened before anyone's phone was registered.
 */
export async function insertNotifications(
  db: Kysely<Schema>,
  companyId: number,
  now: Date,
): Promise<number> {
  const quiet = { push: false } as const;
  const enrolments = await db
    .selectFrom('enrolments')
    .select(['user_id', 'course_id', 'created_at'])
    .where('company_id', '=', companyId)
    .execute();
  for (const e of enrolments) {
    await courseEnrolled(
      db,
      { userId: e.user_id, courseId: e.course_id },
      { ...quiet, at: e.created_at },
    );
  }

  const attempts = await db
    .selectFrom('attempts')
    .innerJoin('enrolments', 'enrolments.id', 'attempts.enrolment_id')
    .select(['attempts.id', 'attempts.enrolment_id', 'score', 'passed', 'submitted_at'])
    .where('enrolments.company_id', '=', companyId)
    .where('submitted_at', 'is not', null)
    .execute();
  for (const a of attempts) {
    await quizGraded(
      db,
      {
        attemptId: a.id,
        enrolmentId: a.enrolment_id,
        score: a.score === null ? null : Number(a.score),
        passed: a.passed,
      },
      { ...quiet, at: a.submitted_at! },
    );
  }

  // Issuing a seeded certificate already told its learner (dated when it was issued); this
  // covers any the seed wrote directly.
  const certificates = await db
    .selectFrom('certificates')
    .select(['id', 'enrolment_id', 'issued_at'])
    .where('company_id', '=', companyId)
    .execute();
  for (const c of certificates) {
    await certificateIssued(
      db,
      { certificateId: c.id, enrolmentId: c.enrolment_id },
      { ...quiet, at: c.issued_at },
    );
  }

  await remindUpcomingEvents(db, now, { companyId, push: false });
  // Told here rather than by the running API's first beat, so a started demo's counts hold.
  await remindOverdueAssignments(db, now, { companyId, push: false });

  // Certificates issued through the learning rules queued a push; the demo sends none.
  const users = db.selectFrom('users').select('id').where('company_id', '=', companyId);
  await db
    .updateTable('notification_outbox')
    .set({ status: 'skipped' })
    .where('user_id', 'in', users)
    .execute();

  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Map<number, number>();
  for (const row of rows) {
    const rank = seen.get(row.user_id) ?? 0;
    seen.set(row.user_id, rank + 1);
    if (rank < SEED_UNREAD_PER_USER) continue;
    // Opened an hour after it arrived, never later than now.
    const readAt = new Date(Math.min(row.created_at.getTime() + HOUR_MS, now.getTime()));
    await db
      .updateTable('notifications')
      .set({ read_at: readAt })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
