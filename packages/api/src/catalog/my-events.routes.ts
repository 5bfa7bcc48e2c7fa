import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { MyEventPage, MyEventQuery } from '../contract/registrations';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { toMyEvent } from './my-events';
import { myEventPage } from './my-events.queries';
import { paged } from './paging';

/** The caller's own registrations; nobody can name another user here. */
export function myEventRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('/my-events', requireAuth(tokens, ROLES.learners));

  app.openapi(
    route({
      method: 'get',
      operationId: 'listMyEvents',
      path: '/my-events',
      tags: ['Events'],
      security: bearerSecurity,
      summary: 'Events I registered for: upcoming, past (with attendance) or cancelled',
      request: { query: MyEventQuery },
      responses: {
        200: json(MyEventPage, 'One page of my registrations'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const { tab, page, pageSize } = c.req.valid('query');
      const { total, rows } = await myEventPage(db, { companyId, userId }, tab, page, pageSize);
      return c.json(paged(rows.map(toMyEvent), total, page, pageSize), 200);
    },
  );
  return app;
}
