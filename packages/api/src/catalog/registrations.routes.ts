import { sql, type Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { EventRegistration } from '../contract/registrations';
import { safeUrlOrNull } from '../contract/urls';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';

/**
 * Registering for events. Every query is scoped by the caller's company and own user id:
 * another company's event answers 404 as if absent, and nobody touches another's place.
 */
export function registrationRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path.
  app.use('/events/:id/registration', requireAuth(tokens, ROLES.learners));

  async function eventOf(companyId: number, id: number) {
    const event = await db
      .selectFrom('events')
      .select(['id', 'url', sql<boolean>`ends_at < now()`.as('isPast')])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!event) throw notFound('event');
    return event;
  }

  const refusePast = (event: { isPast: boolean }) => {
    if (event.isPast) throw new ApiError(400, 'eventPast', {}, 'event_past');
  };

  async function state(
    companyId: number,
    userId: number,
    event: { id: number; url: string | null },
  ) {
    const eventId = event.id;
    const row = await db
      .selectFrom('event_registrations')
      .select([
        sql<number>`count(*)::int`.as('attendees'),
        sql<Date | null>`max(created_at) filter (where user_id = ${userId})`.as('registeredAt'),
      ])
      .where('company_id', '=', companyId)
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return {
      registered: row.registeredAt !== null,
      registeredAt: row.registeredAt === null ? null : new Date(row.registeredAt).toISOString(),
      attendees: row.attendees,
      // The link is what registering promises, so it comes with the place.
      url: row.registeredAt === null ? null : safeUrlOrNull(event.url),
    } satisfies EventRegistration;
  }

  const shared = {
    path: '/events/{id}/registration' as const,
    tags: ['Events'],
    security: bearerSecurity,
    request: { params: IdParam },
  };
  const responses = {
    200: json(EventRegistration, 'My registration and the attendee count'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  };

  app.openapi(
    route({
      ...shared,
      method: 'get',
      operationId: 'getEventRegistration',
      summary: 'Whether I am registered, and how many are',
      responses,
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const event = await eventOf(companyId, c.req.valid('param').id);
      return c.json(await state(companyId, userId, event), 200);
    },
  );

  app.openapi(
    route({
      ...shared,
      method: 'post',
      operationId: 'registerForEvent',
      summary: 'Register for an event that has not ended (repeating it changes nothing)',
      responses: { ...responses, 201: json(EventRegistration, 'Registered now') },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const event = await eventOf(companyId, c.req.valid('param').id);
      refusePast(event);
      // One statement, so two presses at once cannot register twice.
      const inserted = await db
        .insertInto('event_registrations')
        .values({ event_id: event.id, user_id: userId, company_id: companyId })
        .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return c.json(await state(companyId, userId, event), inserted ? 201 : 200);
    },
  );

  app.openapi(
    route({
      ...shared,
      method: 'delete',
      operationId: 'cancelEventRegistration',
      summary: 'Cancel my registration for an event that has not ended',
      responses,
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const event = await eventOf(companyId, c.req.valid('param').id);
      refusePast(event);
      const deleted = await db
        .deleteFrom('event_registrations')
        .where('company_id', '=', companyId)
        .where('event_id', '=', event.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('registration');
      return c.json(await state(companyId, userId, event), 200);
    },
  );
  return app;
}
