import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { EventRegistration } from '../contract/registrations';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { cancel, register, registrationState } from './registrations.service';

/**
 * Registering for events. Every query is scoped by the caller's company and own user id:
 * another company's event answers 404 as if absent, and nobody touches another's place.
 */
export function registrationRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path.
  app.use('/events/:id/registration', requireAuth(tokens, ROLES.learners));

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
      const id = c.req.valid('param').id;
      return c.json(await registrationState(db, { companyId, userId }, id), 200);
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
      const { registration, created } = await register(
        db,
        { companyId, userId },
        c.req.valid('param').id,
      );
      return c.json(registration, created ? 201 : 200);
    },
  );

  app.openapi(
    route({
      ...shared,
      method: 'delete',
      operationId: 'cancelEventRegistration',
      summary:
        'Cancel my registration for an event that has not started (repeating it changes nothing; it then lists under my cancelled events)',
      responses,
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      return c.json(await cancel(db, { companyId, userId }, c.req.valid('param').id), 200);
    },
  );
  return app;
}
