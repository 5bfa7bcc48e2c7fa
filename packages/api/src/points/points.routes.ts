import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import {
  BoardQuery,
  BoardVisibilityRequest,
  Leaderboard,
  MyPoints,
  PointHistory,
  PointHistoryQuery,
  TeamBoard,
} from '../contract/points';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { leaderboard, teamBoard } from './leaderboard.service';
import { myPoints, pointHistory, setVisibility } from './my-points.service';

/**
 * Boards and my points (member area). Every route reads or sets the caller's own things in
 * the caller's company; there is no route that gives points.
 */
export function pointsRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const tags = ['Points'];
  const security = bearerSecurity;
  // Per route: this router shares /v1 with others (the OpenAPI document among them).
  const middleware = requireAuth(tokens, ROLES.learners);

  app.openapi(
    route({
      method: 'get',
      operationId: 'getLeaderboard',
      security,
      middleware,
      path: '/leaderboard',
      tags,
      summary: "My company's learners by points in the period, the top and the ones around me",
      description:
        'Weeks start on Monday and days follow the company time zone. Staff see the board but are not on it; learners who chose `hidden` are on no board; anonymous rows carry no name.',
      request: { query: BoardQuery },
      responses: { 200: json(Leaderboard, 'The board'), 403: errors[403] },
    }),
    async (c) => c.json(await leaderboard(db, c.get('auth'), c.req.valid('query').period), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getTeamLeaderboard',
      security,
      middleware,
      path: '/leaderboard/departments',
      tags,
      summary: 'Departments by average points per learner who earned any in the period',
      request: { query: BoardQuery },
      responses: { 200: json(TeamBoard, 'The departments'), 403: errors[403] },
    }),
    async (c) => c.json(await teamBoard(db, c.get('auth'), c.req.valid('query').period), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getMyPoints',
      security,
      middleware,
      path: '/points/me',
      tags,
      summary: 'My balance, level, ranks, how I appear on the boards, and how to earn points',
      responses: { 200: json(MyPoints, 'My points'), 403: errors[403] },
    }),
    async (c) => c.json(await myPoints(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listMyPointHistory',
      security,
      middleware,
      path: '/points/history',
      tags,
      summary: 'Every point I got or lost, newest first, with its reason',
      request: { query: PointHistoryQuery },
      responses: { 200: json(PointHistory, 'A page of my history'), 403: errors[403] },
    }),
    async (c) => c.json(await pointHistory(db, c.get('auth'), c.req.valid('query').page), 200),
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'setBoardVisibility',
      security,
      middleware,
      path: '/points/visibility',
      tags,
      summary: 'Appear on the boards by name, anonymously, or not at all',
      request: {
        body: {
          content: { 'application/json': { schema: BoardVisibilityRequest } },
          required: true,
        },
      },
      responses: { 200: json(MyPoints, 'My points with the new choice'), 403: errors[403] },
    }),
    async (c) =>
      c.json(await setVisibility(db, c.get('auth'), c.req.valid('json').visibility), 200),
  );

  return app;
}
