import { z } from '@hono/zod-openapi';
import { MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS, SSE_RETRY_MS } from '../contract/limits';
import { ApiError } from '../http/errors';
import { errorResponse, errors, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { eventStream } from '../realtime/sse-response';
import { streamLimit } from '../realtime/stream-limit';
import { sseOpening } from '../realtime/theme-hub';
import type { CompanyDeps } from './settings.routes';

/**
 * The theme stream of a signed-out page: the company of the request's host, so a visitor on
 * a company's own address follows its colour live like a member does. It carries only the
 * colour, which every page of the host shows anyway.
 */
export function publicThemeRoutes({ db, tokens, hub }: CompanyDeps) {
  const app = router();
  const streams = streamLimit<string>(MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS);
  app.use('/theme/host-events', tenant(db, tokens));
  app.openapi(
    route({
      method: 'get',
      operationId: 'streamHostTheme',
      security: publicRoute,
      path: '/theme/host-events',
      tags: ['Company'],
      summary: 'Server-sent events for signed-out pages: `theme-updated` of this host’s company',
      description: `No token: the company is the one registered for the request's host. One address may hold ${MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS} streams at once; one more answers 429.`,
      responses: {
        200: {
          description: 'text/event-stream',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        429: errors[429],
        503: errorResponse('The server is shutting down; see Retry-After'),
      },
    }),
    (c) => {
      const companyId = c.get('companyId');
      if (hub.closing()) {
        const seconds = SSE_RETRY_MS / 1000;
        throw new ApiError(503, 'restarting', { seconds }, 'restarting', {
          'retry-after': String(seconds),
        });
      }
      const release = streams.open(c.get('clientIp'));
      if (!release)
        throw new ApiError(
          429,
          'tooManyStreams',
          { n: MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS },
          'too_many_streams',
        );
      return eventStream(c, sseOpening({ companyId }), (client) => {
        const unsubscribe = hub.subscribe(companyId, client);
        let detached = false;
        return () => {
          if (detached) return;
          detached = true;
          unsubscribe();
          release();
        };
      }) as never;
    },
  );
  return app;
}
