import { sql, type Kysely, type Selectable } from 'kysely';
import { ROLE, type RoleId } from '../contract/roles';
import { ROLES } from '../auth/guard';
import type { EVENT_MODES, EVENT_WHEN, Event } from '../contract/catalog';
import { safeUrlOrNull } from '../contract/urls';
import type { EventTable, Schema } from '../db/schema';

/** Who is looking at an event: nobody signed in, or one person of the event's company. */
export type EventViewer = { userId: number; roleId: RoleId } | null;

export type EventRow = Selectable<EventTable> & { link_visible: boolean };

const isStaff = (roleId: RoleId) => (ROLES.staff as readonly RoleId[]).includes(roleId);

/**
 * Events of one company, each with whether its meeting link may be shown: the link is
 * promised to people who register, so only they (and the company's staff, who run the event)
 * receive it. Callers add their own filters and order.
 */
function companyEvents(db: Kysely<Schema>, companyId: number, viewer: EventViewer) {
  const base = db.selectFrom('events').where('events.company_id', '=', companyId);
  let linkVisible;
  if (!viewer || viewer.roleId === ROLE.partner) linkVisible = sql<boolean>`false`;
  else if (isStaff(viewer.roleId)) linkVisible = sql<boolean>`true`;
  else
    linkVisible = sql<boolean>`exists (
      select 1 from event_registrations r
      where r.event_id = events.id and r.user_id = ${viewer.userId} and r.cancelled_at is null
    )`;
  return { base, columns: [sql<boolean>`${linkVisible}`.as('link_visible')] as const };
}

export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    title: { id: row.title_id, en: row.title_en },
    description: { id: row.description_id, en: row.description_en },
    mode: row.mode,
    location: row.location,
    url: row.link_visible ? safeUrlOrNull(row.url) : null,
    coverUrl: row.cover_url,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    timeZone: row.time_zone,
  };
}

export interface EventFilters {
  /** Upcoming: not ended yet (an event under way can still be joined); past: ended. */
  when: (typeof EVENT_WHEN)[number];
  mode?: (typeof EVENT_MODES)[number];
}

/**
 * One page of a company's events and how many match in all: upcoming ones soonest first,
 * past ones latest first.
 */
export async function eventPage(
  db: Kysely<Schema>,
  companyId: number,
  viewer: EventViewer,
  { when, mode }: EventFilters,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: EventRow[] }> {
  const events = companyEvents(db, companyId, viewer);
  let query = events.base;
  query =
    when === 'upcoming'
      ? query.where('ends_at', '>=', sql<Date>`now()`)
      : query.where('ends_at', '<', sql<Date>`now()`);
  if (mode) query = query.where('mode', '=', mode);
  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('events')
    .select(events.columns)
    .orderBy('starts_at', when === 'upcoming' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: total.n, rows };
}

/** One event of a company; undefined for another company's or none. */
export function findEvent(
  db: Kysely<Schema>,
  companyId: number,
  viewer: EventViewer,
  eventId: number,
): Promise<EventRow | undefined> {
  const events = companyEvents(db, companyId, viewer);
  return events.base
    .selectAll('events')
    .select(events.columns)
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}

/** A company's events overlapping [start, end), by start. */
export function eventsBetween(
  db: Kysely<Schema>,
  companyId: number,
  viewer: EventViewer,
  start: Date,
  end: Date,
): Promise<EventRow[]> {
  const events = companyEvents(db, companyId, viewer);
  return events.base
    .selectAll('events')
    .select(events.columns)
    .where('starts_at', '<', end)
    .where('ends_at', '>=', start)
    .orderBy('starts_at')
    .execute();
}

/**
 * The events of a company overlapping [start, end) that the user holds a (not cancelled)
 * registration for, by start; `eventId` narrows it to one.
 */
export function registeredEventsBetween(
  db: Kysely<Schema>,
  companyId: number,
  viewer: { userId: number; roleId: RoleId },
  start: Date,
  end: Date,
  eventId?: number,
): Promise<EventRow[]> {
  const events = companyEvents(db, companyId, viewer);
  let query = events.base
    .selectAll('events')
    .select(events.columns)
    .where('starts_at', '<', end)
    .where('ends_at', '>=', start)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('event_registrations as r')
          .select('r.event_id')
          .whereRef('r.event_id', '=', 'events.id')
          .where('r.user_id', '=', viewer.userId)
          .where('r.cancelled_at', 'is', null),
      ),
    );
  if (eventId !== undefined) query = query.where('events.id', '=', eventId);
  return query.orderBy('starts_at').execute();
}
