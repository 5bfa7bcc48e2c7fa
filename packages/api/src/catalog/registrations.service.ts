import type { Kysely } from 'kysely';
import type { EventRegistration } from '../contract/registrations';
import { safeUrlOrNull } from '../contract/urls';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { eventRegistered } from '../notifications/notices';
import {
  cancelRegistration,
  eventForRegistration,
  insertRegistration,
  registrationCount,
} from './registrations.queries';

/** Who asks about which event: every query is scoped by the caller's company and own id. */
export interface Caller {
  companyId: number;
  userId: number;
}

/** The event, or 404: another company's event answers as if it did not exist. */
async function eventOf(db: Kysely<Schema>, companyId: number, eventId: number) {
  const event = await eventForRegistration(db, companyId, eventId);
  if (!event) throw notFound('event');
  return event;
}

/** Registering and cancelling close when the event ends. */
const refusePast = (event: { isPast: boolean }) => {
  if (event.isPast) throw new ApiError(400, 'eventPast', {}, 'event_past');
};

async function state(
  db: Kysely<Schema>,
  { companyId, userId }: Caller,
  event: { id: number; url: string | null },
): Promise<EventRegistration> {
  const row = await registrationCount(db, { companyId, userId, eventId: event.id });
  return {
    registered: row.registeredAt !== null,
    registeredAt: row.registeredAt === null ? null : new Date(row.registeredAt).toISOString(),
    attendees: row.attendees,
    // The link is what registering promises, so it comes with the place.
    url: row.registeredAt === null ? null : safeUrlOrNull(event.url),
  };
}

/** Whether the caller is registered for an event, and how many are. */
export async function registrationState(db: Kysely<Schema>, caller: Caller, eventId: number) {
  const event = await eventOf(db, caller.companyId, eventId);
  return state(db, caller, event);
}

/** Registers the caller for an event that has not ended; `created` is false when they were. */
export async function register(
  db: Kysely<Schema>,
  caller: Caller,
  eventId: number,
): Promise<{ registration: EventRegistration; created: boolean }> {
  const event = await eventOf(db, caller.companyId, eventId);
  refusePast(event);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await insertRegistration(trx, { ...caller, eventId: event.id });
    if (inserted) await eventRegistered(trx, { userId: caller.userId, eventId: event.id });
    return inserted;
  });
  return { registration: await state(db, caller, event), created };
}

/**
 * Cancels the caller's own registration for an event that has not started; cancelling again
 * answers the same state, and 404 when they never registered.
 */
export async function cancel(db: Kysely<Schema>, caller: Caller, eventId: number) {
  const event = await eventOf(db, caller.companyId, eventId);
  // Once under way the place has been used (or missed): attendance, not cancellation.
  if (event.isStarted) throw new ApiError(400, 'eventStarted', {}, 'event_started');
  if ((await cancelRegistration(db, { ...caller, eventId: event.id })) === 'none') {
    throw notFound('registration');
  }
  return state(db, caller, event);
}
