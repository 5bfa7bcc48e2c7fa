import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import {
  AchievementPeriodQuery,
  AchievementTypeParams,
  MemberAchievements,
  MemberAchievementsQuery,
  TeamAchievements,
} from '../contract/team-achievements';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { memberAchievements } from './member-achievements.service';
import { teamAchievements, teamAchievementsCsv } from './team-achievements.service';

/**
 * My team's achievements over HTTP (mounted at /v1/team/achievements): the list for a period,
 * the same as a CSV file, and one person's achievements of one kind. Anyone who is not my
 * direct report answers 404, as on the other team routes.
 */
export function teamAchievementRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Team'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamAchievements',
      path: '/',
      summary: 'My direct reports’ completed courses, certificates, points and badges in a period',
      request: { query: AchievementPeriodQuery },
      responses: { 200: json(TeamAchievements, 'My team’s achievements'), 403: errors[403] },
    }),
    async (c) =>
      c.json(await teamAchievements(db, c.get('auth'), c.req.valid('query').period), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'exportTeamAchievements',
      path: '/export',
      summary: 'The same list as a CSV file (UTF-8 with a BOM), its header in my language',
      request: { query: AchievementPeriodQuery },
      responses: {
        200: {
          description: 'The CSV file, as an attachment',
          content: { 'text/csv': { schema: z.string() } },
        },
        403: errors[403],
      },
    }),
    async (c) => {
      const { period } = c.req.valid('query');
      const file = await teamAchievementsCsv(db, c.get('auth'), period, c.get('lang'));
      return c.body(file.body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
      });
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMemberAchievements',
      path: '/members/{id}/{type}',
      summary: 'One direct report’s achievements of one kind in a period, newest first',
      request: { params: AchievementTypeParams, query: MemberAchievementsQuery },
      responses: {
        200: json(MemberAchievements, 'The person’s achievements'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id, type } = c.req.valid('param');
      const { period, page } = c.req.valid('query');
      const query = { userId: id, type, period, page };
      return c.json(await memberAchievements(db, c.get('auth'), query), 200);
    },
  );
  return app;
}
