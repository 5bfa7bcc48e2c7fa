import { z } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import type { Kysely } from 'kysely';
import { CompanySettings, ThemeSettings, UpdateThemeRequest } from '../contract/company';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { Schema } from '../db/schema';
import { MAX_THEME_STREAMS_PER_USER } from '../contract/limits';
import {
  bearerSecurity,
  errors,
  json,
  publicRoute,
  queryTokenSecurity,
  route,
  router,
} from '../http/openapi';
import { tenant } from '../http/tenant';
import { streamLimit } from '../realtime/stream-limit';
import { streamResponses, subscribedStream } from '../realtime/subscribed-stream';
import { brandingRoutes } from './branding.routes';
import { readBranding } from './branding.service';
import { publicThemeRoutes } from './public-theme.routes';
import { changeBrandColor } from './settings.service';
import type { ThemeHub } from '../realtime/theme-hub';

export interface CompanyDeps {
  db: Kysely<Schema>;
  tokens: TokenService;
  hub: ThemeHub;
}

export function companyRoutes({ db, tokens, hub }: CompanyDeps) {
  const app = router();
  // The branding page's API and the signed-out theme stream live in their own modules.
  app.route('/', brandingRoutes({ db, tokens, hub }));
  app.route('/', publicThemeRoutes({ db, tokens, hub }));

  app.use('/settings', tenant(db, tokens));
  app.use('/settings', etag());
  app.openapi(
    route({
      method: 'get',
      operationId: 'getCompanySettings',
      security: publicRoute,
      path: '/settings',
      tags: ['Company'],
      summary: 'Name, logo, favicon and theme of the caller’s company (or of this host’s)',
      description:
        'Read before sign-in, so a visitor on a company’s host sees its brand. Answers with an ETag and `Cache-Control: no-cache`: a cache keeps it but asks again each time (a 304 when unchanged), so a new colour is never served stale.',
      responses: {
        200: json(CompanySettings, 'Tenant settings'),
        304: { description: 'Unchanged since the ETag given in If-None-Match' },
        404: errors[404],
      },
    }),
    async (c) => {
      const brand = await readBranding(db, c.get('companyId'));
      // The host decides a visitor's company (a signed-in answer is never stored at all:
      // security-headers.ts).
      c.header('cache-control', 'public, no-cache');
      c.header('vary', 'Authorization, Host');
      return c.json(
        {
          title: brand.displayName,
          favicon: brand.favicon,
          faviconTitle: brand.faviconTitle,
          logo: brand.logo,
          theme: { primaryColor: brand.primaryColor },
        },
        200,
      );
    },
  );

  app.use('/theme', requireAuth(tokens, ROLES.companyAdmins));
  app.openapi(
    route({
      method: 'put',
      operationId: 'setCompanyTheme',
      path: '/theme',
      tags: ['Company'],
      summary: 'Change the brand colour; every open page of the company follows',
      security: bearerSecurity,
      request: {
        body: { content: { 'application/json': { schema: UpdateThemeRequest } }, required: true },
      },
      responses: {
        200: json(z.object({ theme: ThemeSettings }), 'Stored and broadcast'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { companyId, userId } = c.get('auth');
      const primaryColor = await changeBrandColor(db, hub, c.get('security'), {
        companyId,
        userId,
        ip: c.get('clientIp'),
        primaryColor: c.req.valid('json').primaryColor,
      });
      return c.json({ theme: { primaryColor } }, 200);
    },
  );

  const streams = streamLimit(MAX_THEME_STREAMS_PER_USER);
  app.use('/theme/events', requireAuth(tokens, ROLES.any, { queryToken: true }));
  app.openapi(
    route({
      method: 'get',
      operationId: 'streamCompanyTheme',
      security: queryTokenSecurity,
      path: '/theme/events',
      tags: ['Company'],
      summary: 'Server-sent events: `connected`, then `theme-updated` for the caller’s company',
      description:
        'Authenticated with `?access_token=` because EventSource cannot send headers. A comment line every 25 s keeps the connection open; the first frame asks for a 5 s reconnection delay; the stream ends when the token expires. A user may hold 10 streams at once; one more answers 429. A server that is shutting down answers 503 with Retry-After.',
      request: { query: z.object({ access_token: z.string().min(1) }) },
      responses: { ...streamResponses, 401: errors[401] },
    }),
    (c) => {
      const { companyId, userId, expiresAt } = c.get('auth');
      return subscribedStream(c, {
        closing: hub.closing,
        streams,
        key: userId,
        opening: { companyId },
        expiresAt,
        subscribe: (client) => hub.subscribe(companyId, client),
      }) as never;
    },
  );
  return app;
}
