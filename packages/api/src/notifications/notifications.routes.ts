import { z } from '@hono/zod-openapi';
import { MAX_THEME_STREAMS_PER_USER } from '../contract/limits';
import type { Kysely, Selectable } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import {
  Notification,
  NotificationPage,
  NotificationQuery,
  UnreadCount,
} from '../contract/notifications';
import type { NotificationTable, Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { bearerSecurity, errors, json, queryTokenSecurity, route, router } from '../http/openapi';
import { streamLimit } from '../realtime/stream-limit';
import { streamResponses, subscribedStream } from '../realtime/subscribed-stream';
import type { UnreadHub } from '../realtime/unread-hub';
import { announceUnread } from './outbox.queries';
import { paged } from '../catalog/paging';
import { safeUrlOrNull } from '../contract/urls';
import {
  markAllRead,
  markRead,
  notificationCounts,
  notificationPage,
} from './notifications.queries';

function toNotification(row: Selectable<NotificationTable>): Notification {
  return {
    id: row.id,
    title: { id: row.title_id, en: row.title_en },
    body: { id: row.body_id, en: row.body_en },
    link: safeUrlOrNull(row.link),
    isRead: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function notificationRoutes(db: Kysely<Schema>, tokens: TokenService, unread: UnreadHub) {
  const app = router();
  // EventSource sends no headers, so only the stream takes its token from the query.
  const headerAuth = requireAuth(tokens, ROLES.learners);
  app.use('/events', requireAuth(tokens, ROLES.learners, { queryToken: true }));
  app.use('*', (c, next) => (c.req.path.endsWith('/events') ? next() : headerAuth(c, next)));

  app.openapi(
    route({
      method: 'get',
      operationId: 'countUnreadNotifications',
      path: '/unread-count',
      tags: ['Notifications'],
      summary: 'How many of my notifications are unread (the header bell)',
      security: bearerSecurity,
      responses: { 200: json(UnreadCount, 'The count'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => {
      const { unread: count } = await notificationCounts(db, c.get('auth').userId);
      return c.json({ unread: count }, 200);
    },
  );

  const streams = streamLimit(MAX_THEME_STREAMS_PER_USER);
  app.openapi(
    route({
      method: 'get',
      operationId: 'streamUnreadNotifications',
      security: queryTokenSecurity,
      path: '/events',
      tags: ['Notifications'],
      summary:
        'Server-sent events: `connected`, then `unread` with my count now and at each change',
      description:
        'Authenticated with `?access_token=` because EventSource cannot send headers. `unread` carries `{ unread }` right after connecting and whenever a notification of mine is written or read, in any API process. The same limits as the theme stream: 10 streams per user (429), 503 while the server shuts down, the stream ends when the token expires.',
      request: { query: z.object({ access_token: z.string().min(1) }) },
      responses: { ...streamResponses, 401: errors[401], 403: errors[403] },
    }),
    (c) => {
      const { userId, expiresAt } = c.get('auth');
      return subscribedStream(c, {
        closing: unread.closing,
        streams,
        key: userId,
        opening: { userId },
        expiresAt,
        subscribe: (client) => unread.subscribe(userId, client),
      }) as never;
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listNotifications',
      path: '/',
      tags: ['Notifications'],
      summary: 'My notifications, unread first, newest first',
      security: bearerSecurity,
      request: { query: NotificationQuery },
      responses: {
        200: json(NotificationPage, 'One page'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query');
      const { userId } = c.get('auth');
      const counts = await notificationCounts(db, userId);
      const rows = await notificationPage(db, userId, page, pageSize);
      return c.json(
        { ...paged(rows.map(toNotification), counts.total, page, pageSize), unread: counts.unread },
        200,
      );
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'markNotificationRead',
      path: '/{id}/read',
      tags: ['Notifications'],
      summary: 'Mark one of my notifications read (repeating it changes nothing)',
      security: bearerSecurity,
      request: { params: IdParam },
      responses: {
        200: json(Notification, 'Marked read'),
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await markRead(db, { id, userId, companyId });
      if (!row) throw notFound('notification');
      await announceUnread(db, userId);
      return c.json(toNotification(row), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'markAllNotificationsRead',
      path: '/read-all',
      tags: ['Notifications'],
      summary: 'Mark all my notifications read',
      security: bearerSecurity,
      responses: {
        200: json(z.object({ updated: z.number().int() }), 'Count marked'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      const updated = await markAllRead(db, userId);
      await announceUnread(db, userId);
      return c.json({ updated }, 200);
    },
  );
  return app;
}
