import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface Place {
  companyId: number;
  userId: number;
  eventId: number;
}

/** An event of a company with its link and whether it has ended; undefined when none. */
export function eventForRegistration(db: Kysely<Schema>, companyId: number, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'url', sql<boolean>`ends_at < now()`.as('isPast')])
    .where('company_id', '=', companyId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** How many are registered for an event, and when the user registered (null: not). */
export function registrationCount(db: Kysely<Schema>, { companyId, userId, eventId }: Place) {
  return db
    .selectFrom('event_registrations')
    .select([
      sql<number>`count(*)::int`.as('attendees'),
      sql<Date | null>`max(created_at) filter (where user_id = ${userId})`.as('registeredAt'),
    ])
    .where('company_id', '=', companyId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
}

/**
 * Registers the user unless they already are, in one statement so two presses at once cannot
 * register twice; true when this call registered them.
 */
export async function insertRegistration(
  db: Kysely<Schema>,
  { companyId, userId, eventId }: Place,
): Promise<boolean> {
  const inserted = await db
    .insertInto('event_registrations')
    .values({ event_id: eventId, user_id: userId, company_id: companyId })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Deletes the user's own registration; false when they held none. */
export async function deleteRegistration(
  db: Kysely<Schema>,
  { companyId, userId, eventId }: Place,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('event_registrations')
    .where('company_id', '=', companyId)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
