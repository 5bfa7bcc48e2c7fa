import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { deliverDue } from './delivery';
import type { PushSender } from './push-sender';
import { remindOverdueAssignments } from './overdue-reminders';
import { remindUpcomingEvents } from './reminders';

export interface NotificationJobs {
  stop(): Promise<void>;
}

/**
 * The background work of notifications, on intervals inside the API process: event
 * reminders, overdue assigned courses and push delivery. All are safe to run in several
 * processes at once (reminders are told once per `data.id`, outbox rows are locked while
 * sent). Issue 21 moves them to pg-boss.
 */
export function startNotificationJobs(
  db: Kysely<Schema>,
  sender: PushSender | null,
  { deliveryEveryMs = 5_000, remindersEveryMs = 60_000 } = {},
): NotificationJobs {
  let running: Promise<unknown> = Promise.resolve();
  const run = (name: string, job: () => Promise<unknown>) => () => {
    running = running
      .then(job)
      .catch((error: Error) => console.error(`notifications: ${name} failed (${error.message})`));
  };
  const deliver = setInterval(
    run('delivery', () => deliverDue(db, sender)),
    deliveryEveryMs,
  );
  // Two jobs on one beat, each with its own failure: a broken one does not stop the other.
  const remindEvents = run('reminders', () => remindUpcomingEvents(db));
  const remindOverdue = run('overdue reminders', () => remindOverdueAssignments(db));
  const remind = setInterval(() => {
    remindEvents();
    remindOverdue();
  }, remindersEveryMs);
  deliver.unref();
  remind.unref();
  return {
    async stop() {
      clearInterval(deliver);
      clearInterval(remind);
      await running;
    },
  };
}
