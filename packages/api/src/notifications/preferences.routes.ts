import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import {
  NOTIFICATION_GROUPS,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '../contract/notifications';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { pushOffGroups, savePushSwitches } from './preferences.queries';

async function preferencesOf(db: Kysely<Schema>, userId: number): Promise<NotificationPreferences> {
  const off = await pushOffGroups(db, userId);
  const push = { learning: true, events: true, community: true };
  for (const group of NOTIFICATION_GROUPS) push[group] = !off.has(group);
  return { push, inApp: { learning: true, events: true, community: true } };
}

/** `/v1/me/notification-preferences`: only ever the caller's own. */
export function notificationPreferenceRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', requireAuth(tokens, ROLES.learners));

  app.openapi(
    route({
      method: 'get',
      operationId: 'getNotificationPreferences',
      path: '/',
      tags: ['Notifications'],
      summary: 'Which groups of my notifications may push to my devices',
      security: bearerSecurity,
      responses: { 200: json(NotificationPreferences, 'Mine'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await preferencesOf(db, c.get('auth').userId), 200),
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'putNotificationPreferences',
      path: '/',
      tags: ['Notifications'],
      summary: 'Switch push on or off per group (in the app every group stays on)',
      security: bearerSecurity,
      request: {
        body: {
          content: { 'application/json': { schema: NotificationPreferencesUpdate } },
          required: true,
        },
      },
      responses: {
        200: json(NotificationPreferences, 'Saved'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      await savePushSwitches(db, userId, c.req.valid('json').push);
      return c.json(await preferencesOf(db, userId), 200);
    },
  );
  return app;
}
