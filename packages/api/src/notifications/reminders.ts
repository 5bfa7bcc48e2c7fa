import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { eventReminder } from './notices';

export const REMINDER_AHEAD_MS = 24 * 3_600_000;

/**
 * Reminds everyone registered for an event that starts within the next 24 hours. Run again
 * and again (every minute, on the job queue: `jobs.ts`): a user is reminded of one event once,
 * since a second reminder of it is refused by the notification's `data.id`.
 */
export async function remindUpcomingEvents(
  db: Kysely<Schema>,
  now: Date = new Date(),
  { companyId, push = true }: { companyId?: number; push?: boolean } = {},
): Promise<number> {
  let query = db
    .selectFrom('event_registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.user_id', 'r.event_id'])
    .where('e.starts_at', '>', now)
    .where('e.starts_at', '<=', new Date(now.getTime() + REMINDER_AHEAD_MS));
  if (companyId !== undefined) query = query.where('e.company_id', '=', companyId);
  let sent = 0;
  for (const r of await query.execute()) {
    const remind = (trx: Kysely<Schema>) =>
      eventReminder(trx, { userId: r.user_id, eventId: r.event_id }, { push });
    const id = db.isTransaction ? await remind(db) : await db.transaction().execute(remind);
    if (id !== undefined) sent += 1;
  }
  return sent;
}
