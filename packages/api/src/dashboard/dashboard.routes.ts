import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { Dashboard } from '../contract/dashboard';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { myDashboard } from './dashboard.service';

/** My dashboard, where sign-in lands: every tile in one request, from my own data only. */
export function dashboardRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.openapi(
    route({
      method: 'get',
      operationId: 'getMyDashboard',
      path: '/me/dashboard',
      tags: ['My learning'],
      summary: 'My dashboard: continue learning, due and overdue courses, what is next, progress',
      description:
        'Due and overdue are judged on the server’s clock (`generatedAt`). `team` summarises my direct reports and is null when nobody reports to me; `dailyQuiz` is null for a learner with no course and no daily quiz played.',
      security: bearerSecurity,
      middleware: requireAuth(tokens, ROLES.learners),
      responses: { 200: json(Dashboard, 'My dashboard'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await myDashboard(db, c.get('auth'), new Date()), 200),
  );
  return app;
}
