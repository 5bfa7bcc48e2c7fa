import { sql, type Kysely, type Selectable } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { Device, RegisterDeviceRequest, UnregisterDeviceRequest } from '../contract/devices';
import type { DeviceTable, Schema } from '../db/schema';
import { notFound } from '../http/errors';
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
        'A token belongs to one browser, so a token registered before by another user of the caller’s company moves to the caller. Companies never share a registration: one held in another company stays there, and the caller’s company gets its own.',
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
      // One statement, so two registrations of one token at once cannot collide; the CTE
      // reads the owner from before it.
      const { previous_user_id: previousUserId, ...row } = await db
        .with('previous', (qb) =>
          qb
            .selectFrom('devices')
            .select('user_id')
            .where('token', '=', token)
            .where('company_id', '=', companyId),
        )
        .insertInto('devices')
        .values({ user_id: userId, company_id: companyId, token, platform })
        .onConflict((oc) =>
          oc.columns(['company_id', 'token']).doUpdateSet({
            user_id: userId,
            platform,
            last_seen_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .returning(sql<number | null>`(select user_id from previous)`.as('previous_user_id'))
        .executeTakeFirstOrThrow();
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
      const removed = await db
        .deleteFrom('devices')
        .where('token', '=', token)
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw notFound('token');
      return c.body(null, 204);
    },
  );
  return app;
}
