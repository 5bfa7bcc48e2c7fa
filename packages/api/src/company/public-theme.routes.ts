import { MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS } from '../contract/limits';
import { publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { streamLimit } from '../realtime/stream-limit';
import { streamResponses, subscribedStream } from '../realtime/subscribed-stream';
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
      responses: streamResponses,
    }),
    (c) => {
      const companyId = c.get('companyId');
      return subscribedStream(c, {
        closing: hub.closing,
        streams,
        key: c.get('clientIp'),
        opening: { companyId },
        subscribe: (client) => hub.subscribe(companyId, client),
      }) as never;
    },
  );
  return app;
}
