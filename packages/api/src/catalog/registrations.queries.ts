import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface Place {
  companyId: number;
  userId: number;
  eventId: number;
}

/** An event of a company with its link and whether it has started or ended; undefined when none. */
export function eventForRegistration(db: Kysely<Schema>, companyId: number, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'url',
      sql<boolean>`ends_at < now()`.as('isPast'),
      sql<boolean>`starts_at <= now()`.as('isStarted'),
    ])
    .where('company_id', '=', companyId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/**
 * How many are registered for an event, and when the user registered (null: not). Cancelled
 * registrations count for nobody: cancelling frees the place.
 */
export function registrationCount(db: Kysely<Schema>, { companyId, userId, eventId }: Place) {
  return db
    .selectFrom('event_registrations')
    .select([
      sql<number>`count(*)::int`.as('attendees'),
      sql<Date | null>`max(created_at) filter (where user_id = ${userId})`.as('registeredAt'),
    ])
    .where('company_id', '=', companyId)
    .where('event_id', '=', eventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/**
 * Registers the user unless they already are (a cancelled registration comes back as new), in
 * one statement so two presses at once cannot register twice; true when this call registered
 * them.
 */
export async function insertRegistration(
  db: Kysely<Schema>,
  { companyId, userId, eventId }: Place,
): Promise<boolean> {
  const inserted = await db
    .insertInto('event_registrations')
    .values({ event_id: eventId, user_id: userId, company_id: companyId })
    .onConflict((oc) =>
      oc
        .columns(['event_id', 'user_id'])
        .doUpdateSet({ cancelled_at: null, attended: 'unknown' })
        .where('event_registrations.cancelled_at', 'is not', null),
    )
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Marks the user's own registration cancelled (kept for "my events"); `none` when they never
 * registered, `already` when it was cancelled before, so repeating it is harmless.
 */
export async function cancelRegistration(
  db: Kysely<Schema>,
  { companyId, userId, eventId }: Place,
): Promise<'cancelled' | 'already' | 'none'> {
  const updated = await db
    .updateTable('event_registrations')
    .set({ cancelled_at: sql`now()` })
    .where('company_id', '=', companyId)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return 'cancelled';
  const held = await db
    .selectFrom('event_registrations')
    .select('event_id')
    .where('company_id', '=', companyId)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return held ? 'already' : 'none';
}
