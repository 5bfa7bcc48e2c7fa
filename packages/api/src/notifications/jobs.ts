import type { Kysely } from 'kysely';
import type { Database } from '../db/client';
import type { Schema } from '../db/schema';
import { startJobQueue, type Job, type JobQueue, type QueueTuning } from '../jobs/queue';
import { deliverDue } from './delivery';
import { PUSH_CHANNEL } from './outbox.queries';
import type { PushSender } from './push-sender';
import { remindOverdueAssignments } from './overdue-reminders';
import { remindUpcomingEvents } from './reminders';

export const EVENT_REMINDERS = 'event-reminders';
export const OVERDUE_REMINDERS = 'overdue-reminders';
export const PUSH_DELIVERY = 'push-delivery';

const EVERY_MINUTE = '* * * * *';
const PUSH_BATCH = 50;

/** Sends every due push row, a batch per transaction, so a large fan-out is not left for later. */
async function deliverAllDue(db: Kysely<Schema>, sender: PushSender | null) {
  let handled: number;
  do {
    const { sent, skipped, retried, failed } = await deliverDue(db, sender, new Date(), PUSH_BATCH);
    handled = sent + skipped + retried + failed;
  } while (handled === PUSH_BATCH);
}

/**
 * The background work of notifications. Reminders run every minute, one process at a time;
 * they are idempotent (a user is told of one thing once), so a retry or a late run adds
 * nothing twice. Push delivery runs as soon as a push row commits (the row's transaction
 * sends a notice on PUSH_CHANNEL) and every minute for rows whose retry came due; the outbox
 * keeps each row's own retries with backoff (`delivery.ts`), and the job's retries cover a
 * run that failed as a whole.
 */
export function notificationJobs(db: Kysely<Schema>, sender: PushSender | null): Job[] {
  const reminders = {
    cron: EVERY_MINUTE,
    policy: 'stately',
    retry: { limit: 3, delaySeconds: 30 },
    expireInSeconds: 600,
  } as const;
  return [
    { name: EVENT_REMINDERS, run: () => remindUpcomingEvents(db), ...reminders },
    { name: OVERDUE_REMINDERS, run: () => remindOverdueAssignments(db), ...reminders },
    {
      name: PUSH_DELIVERY,
      run: () => deliverAllDue(db, sender),
      cron: EVERY_MINUTE,
      wakeOn: PUSH_CHANNEL,
      policy: 'short',
      retry: { limit: 5, delaySeconds: 10 },
      expireInSeconds: 600,
    },
  ];
}

export function startNotificationJobs(
  database: Database,
  sender: PushSender | null,
  tuning: Partial<QueueTuning> = {},
): Promise<JobQueue> {
  return startJobQueue(database, notificationJobs(database.db, sender), tuning);
}
