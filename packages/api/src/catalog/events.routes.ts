import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import {
  CalendarFeedQuery,
  Event,
  EventPage,
  EventQuery,
  MAX_SCHEDULE_DAYS,
  Schedule,
  ScheduleQuery,
} from '../contract/catalog';
import { IdParam } from '../contract/common';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import type { AuthClaims } from '../auth/tokens';
import { feedOwner } from './calendar-feed.queries';
import {
  eventPage,
  eventsBetween,
  findEvent,
  registeredEventsBetween,
  toEvent,
  type EventViewer,
} from './events.queries';
import { toIcs } from './ics';
import { paged } from './paging';

const DAY_MS = 86_400_000;

/** A date-only bound covers its whole day (UTC); `to` is inclusive of that day. */
function range(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(from);
  const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(Date.parse(to) + DAY_MS) : new Date(to);
  if (end <= start) throw new ApiError(400, 'invalid', { field: 'to' }, 'invalid');
  if (end.getTime() - start.getTime() > MAX_SCHEDULE_DAYS * DAY_MS)
    throw new ApiError(400, 'invalid', { field: 'to' }, 'range_too_long');
  return { start, end };
}

const viewerOf = (auth: AuthClaims | undefined): EventViewer =>
  auth ? { userId: auth.userId, roleId: auth.roleId } : null;

export function eventRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const byTenant = tenant(db, tokens);
  // Mounted at /v1 beside other routers, so the middleware names its own paths.
  for (const path of ['/events', '/events/*', '/schedule', '/schedule.ics'])
    app.use(path, byTenant);

  app.openapi(
    route({
      method: 'get',
      operationId: 'listEvents',
      security: publicRoute,
      path: '/events',
      tags: ['Events'],
      summary: 'Upcoming (soonest first) or past (latest first) events',
      request: { query: EventQuery },
      responses: { 200: json(EventPage, 'One page of events'), 400: errors[400] },
    }),
    async (c) => {
      const { when, mode, page, pageSize } = c.req.valid('query');
      const { total, rows } = await eventPage(
        db,
        c.get('companyId'),
        viewerOf(c.get('auth')),
        { when, mode },
        page,
        pageSize,
      );
      return c.json(paged(rows.map(toEvent), total, page, pageSize), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getEvent',
      security: publicRoute,
      path: '/events/{id}',
      tags: ['Events'],
      summary: 'One event',
      request: { params: IdParam },
      responses: { 200: json(Event, 'The event'), 400: errors[400], 404: errors[404] },
    }),
    async (c) => {
      const row = await findEvent(
        db,
        c.get('companyId'),
        viewerOf(c.get('auth')),
        c.req.valid('param').id,
      );
      if (!row) throw notFound('event');
      return c.json(toEvent(row), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getSchedule',
      security: publicRoute,
      path: '/schedule',
      tags: ['Events'],
      summary: 'Everything scheduled between two dates (at most 366 days)',
      request: { query: ScheduleQuery },
      responses: { 200: json(Schedule, 'Events in the range'), 400: errors[400] },
    }),
    async (c) => {
      const { from, to } = c.req.valid('query');
      const { start, end } = range(from, to);
      const rows = await eventsBetween(db, c.get('companyId'), viewerOf(c.get('auth')), start, end);
      return c.json({ items: rows.map(toEvent) }, 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getScheduleCalendar',
      security: publicRoute,
      path: '/schedule.ics',
      tags: ['Events'],
      summary: 'iCalendar feed of events (90 days back, a year ahead)',
      description:
        'With `feed` (from `GET /v1/calendar-feed`): that person’s company’s events, with the meeting links of the events they registered for; with `only=registered` too, just the events they are registered for (a cancelled registration leaves it); with `event`, that one registered event as a download. Without `feed`: the caller’s (or this host’s) company’s events; links only as `GET /v1/events` gives them. An unknown or revoked feed token is 404.',
      request: { query: CalendarFeedQuery },
      responses: {
        200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        404: errors[404],
      },
    }),
    async (c) => {
      const now = Date.now();
      const { feed, only, event } = c.req.valid('query');
      // Calendar apps send no headers: the feed token names the person instead.
      const owner = feed ? await feedOwner(db, feed) : null;
      if (feed && !owner) throw notFound('token');
      const start = new Date(now - 90 * DAY_MS);
      const end = new Date(now + 366 * DAY_MS);
      const mine = owner && (only === 'registered' || event !== undefined);
      const rows = mine
        ? await registeredEventsBetween(db, owner.companyId, owner, start, end, event)
        : await eventsBetween(
            db,
            owner?.companyId ?? c.get('companyId'),
            owner ?? viewerOf(c.get('auth')),
            start,
            end,
          );
      if (owner && event !== undefined && rows.length === 0) throw notFound('event');
      const host = c.req.header('host') ?? 'ajar.local';
      // A personal feed must not be kept by shared caches.
      const cache: Record<string, string> =
        owner || c.get('auth') ? { 'cache-control': 'private, no-store' } : {};
      return c.body(toIcs(rows.map(toEvent), c.get('lang'), host), 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition':
          owner && event !== undefined
            ? `attachment; filename="ajar-event-${event}.ics"`
            : 'inline; filename="ajar-schedule.ics"',
        ...cache,
      });
    },
  );
  return app;
}
