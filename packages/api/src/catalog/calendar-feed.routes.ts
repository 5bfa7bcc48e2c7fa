import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RoleId } from '@ajar/tokens';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { CalendarFeed } from '../contract/catalog';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';

const FEED_PATH = '/v1/schedule.ics?feed=';

/** The person a feed token belongs to, or undefined for an unknown or replaced token. */
export async function feedOwner(
  db: Kysely<Schema>,
  token: string,
): Promise<{ userId: number; roleId: RoleId; companyId: number } | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id as userId', 'users.role_id as roleId', 'users.company_id as companyId'])
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
  return row;
}

// 32 random bytes: the token is the only thing guarding the feed, as calendar apps cannot sign in.
const newToken = () => randomBytes(32).toString('base64url');

/** The signed-in person's private calendar feed URL: read it, or replace it to revoke the old. */
export function calendarFeedRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('/calendar-feed', requireAuth(tokens, ROLES.any));
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
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token: newToken() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('calendar_feeds')
        .select('token')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return c.json({ url: FEED_PATH + row.token }, 200);
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
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: new Date() }))
        .execute();
      return c.json({ url: FEED_PATH + token }, 200);
    },
  );
  return app;
}
