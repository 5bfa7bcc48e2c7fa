import { ClientConfig } from '../contract/client-config';
import type { MonitoringConfig } from '../config';
import { json, publicRoute, route, router } from '../http/openapi';

/**
 * The deployment's settings the browser app reads after its first screen, so one build runs
 * with or without them (monitoring is set by the server's environment).
 */
export function clientConfigRoutes(monitoring: MonitoringConfig | null) {
  const app = router();
  app.openapi(
    route({
      method: 'get',
      operationId: 'getClientConfig',
      security: publicRoute,
      path: '/',
      tags: ['System'],
      summary: 'Run-time settings of the browser app (monitoring server, when configured)',
      responses: { 200: json(ClientConfig, 'Settings') },
    }),
    (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json({ monitoring }, 200);
    },
  );
  return app;
}
