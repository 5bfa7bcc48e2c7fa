import { Health } from '../contract/health';
import type { Database } from '../db/client';
import { json, publicRoute, route, router } from '../http/openapi';

const VERSION = '0.1.0';

export function healthRoutes(database: Pick<Database, 'ping'>) {
  const app = router();
  app.openapi(
    route({
      method: 'get',
      operationId: 'getHealth',
      security: publicRoute,
      path: '/',
      tags: ['System'],
      summary: 'Liveness and database status',
      responses: { 200: json(Health, 'Up'), 503: json(Health, 'Database unavailable') },
    }),
    async (c) => {
      const up = await database.ping();
      return c.json(
        {
          status: up ? 'ok' : 'degraded',
          database: up ? 'ok' : 'unavailable',
          version: VERSION,
        } as const,
        up ? 200 : 503,
      );
    },
  );
  return app;
}
