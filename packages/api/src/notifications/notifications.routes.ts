import { z } from '@hono/zod-openapi';
import type { Kysely, Selectable } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { Notification, NotificationPage, NotificationQuery } from '../contract/notifications';
import type { NotificationTable, Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
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

export function notificationRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', requireAuth(tokens, ROLES.any));

  app.openapi(
    route({
      method: 'get',
      operationId: 'listNotifications',
      path: '/',
      tags: ['Notifications'],
      summary: 'My notifications, unread first, newest first',
      security: bearerSecurity,
      request: { query: NotificationQuery },
      responses: { 200: json(NotificationPage, 'One page'), 400: errors[400], 401: errors[401] },
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
      responses: { 200: json(Notification, 'Marked read'), 401: errors[401], 404: errors[404] },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await markRead(db, { id, userId, companyId });
      if (!row) throw notFound('notification');
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
      },
    }),
    async (c) => {
      const updated = await markAllRead(db, c.get('auth').userId);
      return c.json({ updated }, 200);
    },
  );
  return app;
}
