import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam } from '../contract/common';
import { OrgPeoplePage, OrgPeopleQuery, OrgPerson, SupervisorChange } from '../contract/org-chart';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { changeSupervisor, orgPeople } from './org-chart.service';

/**
 * The company's org chart over HTTP, for its admins (and superadmins) only: the people of
 * the caller's company, and setting who each one's supervisor is. The team pages read the
 * chart fresh, so a change applies to them at once.
 */
export function orgChartRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Org chart'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.companyAdmins),
  };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getOrgPeople',
      path: '/people',
      summary: 'The people of my company with their supervisor and direct reports, by name',
      request: { query: OrgPeopleQuery },
      responses: {
        200: json(OrgPeoplePage, 'One page of people'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => c.json(await orgPeople(db, c.get('auth'), c.req.valid('query')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'setSupervisor',
      path: '/people/{id}/supervisor',
      summary: 'Set or clear a person’s supervisor; each change is logged',
      request: {
        params: IdParam,
        body: { content: { 'application/json': { schema: SupervisorChange } }, required: true },
      },
      responses: {
        200: json(OrgPerson, 'The person, with their supervisor now'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
        404: errors[404],
        422: json(
          ErrorBody,
          'Their own supervisor (`self_supervisor`), one of their reports at any depth (`supervisor_loop`), or a partner account on either side (`partner_account`)',
        ),
      },
    }),
    async (c) =>
      c.json(
        await changeSupervisor(
          db,
          c.get('auth'),
          c.req.valid('param').id,
          c.req.valid('json').supervisorId,
        ),
        200,
      ),
  );
  return app;
}
