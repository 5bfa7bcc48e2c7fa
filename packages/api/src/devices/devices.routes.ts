import type { Kysely, Selectable } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { Device, RegisterDeviceRequest, UnregisterDeviceRequest } from '../contract/devices';
import type { DeviceTable, Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteOwnDevice } from './devices.queries';
import { registerDevice } from './devices.service';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';

function toDevice(row: Selectable<DeviceTable>): Device {
  return {
    id: row.id,
    token: row.token,
    platform: row.platform,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
  };
}

/** Browser push devices: the app sends its push token here after sign-in. */
export function deviceRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', requireAuth(tokens, ROLES.any));

  app.openapi(
    route({
      method: 'post',
      operationId: 'registerDevice',
      path: '/',
      tags: ['Devices'],
      summary: 'Register my device’s push token (repeating it refreshes when it was last seen)',
      description:
        'A token belongs to one browser, and the last user to register it is the one signed in there: a registration of it by another user of the caller’s company moves to the caller, and one in another company is removed (never shown), so no earlier user’s pushes reach this browser.',
      security: bearerSecurity,
      request: {
        body: {
          content: { 'application/json': { schema: RegisterDeviceRequest } },
          required: true,
        },
      },
      responses: {
        200: json(Device, 'Already my device; last seen now'),
        201: json(Device, 'Registered (new, or moved from another user)'),
        400: errors[400],
        401: errors[401],
      },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const { token, platform } = c.req.valid('json');
      const { row, previousUserId } = await registerDevice(db, {
        userId,
        companyId,
        token,
        platform,
      });
      return previousUserId === userId ? c.json(toDevice(row), 200) : c.json(toDevice(row), 201);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'unregisterDevice',
      path: '/',
      tags: ['Devices'],
      summary: 'Remove one of my devices (on sign-out): no more pushes to it',
      security: bearerSecurity,
      request: {
        body: {
          content: { 'application/json': { schema: UnregisterDeviceRequest } },
          required: true,
        },
      },
      responses: {
        204: { description: 'Removed' },
        400: errors[400],
        401: errors[401],
        404: errors[404],
      },
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const { token } = c.req.valid('json');
      // Scoped to the caller: another user's token answers 404 as if it did not exist.
      if (!(await deleteOwnDevice(db, { userId, companyId, token }))) throw notFound('token');
      return c.body(null, 204);
    },
  );
  return app;
}
