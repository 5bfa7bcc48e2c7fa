import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { CalendarFeed } from '../contract/catalog';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { createFeedUnlessExists, feedToken, replaceFeedToken } from './calendar-feed.queries';

const FEED_PATH = '/v1/schedule.ics?feed=';
const feedUrls = (token: string) => ({
  url: FEED_PATH + token,
  registeredUrl: `${FEED_PATH}${token}&only=registered`,
});

// 32 random bytes: the token is the only thing guarding the feed, as calendar apps cannot sign in.
const newToken = () => randomBytes(32).toString('base64url');

/** The signed-in person's private calendar feed URL: read it, or replace it to revoke the old. */
export function calendarFeedRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // A partner has no events of their own: the member area, this included, is closed to them.
  app.use('/calendar-feed', requireAuth(tokens, ROLES.learners));
  const responses = { 200: json(CalendarFeed, 'My feed'), 401: errors[401], 403: errors[403] };

  app.openapi(
    route({
      method: 'get',
      operationId: 'getCalendarFeed',
      path: '/calendar-feed',
      tags: ['Events'],
      security: bearerSecurity,
      summary: 'My personal calendar feed URL (created on first request)',
      responses,
    }),
    async (c) => {
      const { userId } = c.get('auth');
      await createFeedUnlessExists(db, userId, newToken());
      return c.json(feedUrls(await feedToken(db, userId)), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'renewCalendarFeed',
      path: '/calendar-feed',
      tags: ['Events'],
      security: bearerSecurity,
      summary: 'Replace my calendar feed URL; the old one stops working',
      responses,
    }),
    async (c) => {
      const { userId } = c.get('auth');
      const token = newToken();
      await replaceFeedToken(db, userId, token);
      return c.json(feedUrls(token), 200);
    },
  );
  return app;
}
