import { ChangePasswordRequest, RenewResponse } from '../contract/auth';
import { ApiError, unauthorized } from '../http/errors';
import { bearerSecurity, errorResponse, errors, json, route, router } from '../http/openapi';
import { changePassword, type ChangePasswordDeps } from './change-password.service';
import { ROLES, requireAuth } from './guard';
import type { TokenService } from './tokens';

export interface SessionRouteDeps extends ChangePasswordDeps {
  tokens: TokenService;
}

const signedOut = { 204: { description: 'Signed out' } };

/** Sign-out, sign-out of all devices, token renewal and the password change. */
export function sessionRoutes(deps: SessionRouteDeps) {
  const { tokens } = deps;
  const app = router();
  const sessions = () => {
    if (!tokens.sessions) throw unauthorized();
    return tokens.sessions;
  };

  app.openapi(
    route({
      method: 'post',
      operationId: 'renewToken',
      path: '/renew',
      tags: ['Auth'],
      summary: 'A new token for the same session',
      description:
        'Takes the current token, even one that has just expired, and answers a new one while its session is live: not signed out, renewed within the last 7 days, and under 30 days old. Otherwise 401: the user signs in again.',
      security: bearerSecurity,
      responses: { 200: json(RenewResponse, 'The new token') },
    }),
    async (c) => {
      const header = c.req.header('authorization') ?? '';
      const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      const renewed = token ? await tokens.renew(token) : null;
      if (!renewed) throw new ApiError(401, 'expired', {}, 'session_ended');
      return c.json({ token: renewed }, 200);
    },
  );

  app.use('/logout', requireAuth(tokens, ROLES.any));
  app.openapi(
    route({
      method: 'post',
      operationId: 'signOut',
      path: '/logout',
      tags: ['Auth'],
      summary: 'Sign out: this token’s session ends, and every token of it is refused from now on',
      security: bearerSecurity,
      responses: signedOut,
    }),
    async (c) => {
      const { userId, sessionId } = c.get('auth');
      if (sessionId) await sessions().revoke(userId, sessionId);
      return c.body(null, 204);
    },
  );

  app.use('/logout-all', requireAuth(tokens, ROLES.any));
  app.openapi(
    route({
      method: 'post',
      operationId: 'signOutEverywhere',
      path: '/logout-all',
      tags: ['Auth'],
      summary: 'Sign out of all devices, this one included',
      description:
        'Ends every session of the caller. This one ends too: someone who fears a device is in the wrong hands signs in again here, knowing nothing else stayed in.',
      security: bearerSecurity,
      responses: signedOut,
    }),
    async (c) => {
      const { userId, companyId } = c.get('auth');
      const ended = await sessions().revokeAll(userId);
      await c.get('security').record({
        kind: 'signed_out_everywhere',
        companyId,
        userId,
        ip: c.get('clientIp'),
        detail: { endedSessions: ended },
      });
      return c.body(null, 204);
    },
  );

  app.use('/password', requireAuth(tokens, ROLES.any));
  app.openapi(
    route({
      method: 'post',
      operationId: 'changePassword',
      path: '/password',
      tags: ['Auth'],
      summary: 'Change my password; every other session ends, this one goes on',
      security: bearerSecurity,
      request: {
        body: {
          content: { 'application/json': { schema: ChangePasswordRequest } },
          required: true,
        },
      },
      responses: {
        204: { description: 'Changed' },
        400: errorResponse(
          'Invalid input: the message names the field (`too_short` new password, `mismatch` confirmation), or `incorrect_password` on `currentPassword`',
        ),
        429: errors[429],
        503: errorResponse('Too many passwords being checked at once; see Retry-After'),
      },
    }),
    async (c) => {
      await changePassword(deps, {
        auth: c.get('auth'),
        ip: c.get('clientIp'),
        security: c.get('security'),
        body: c.req.valid('json'),
      });
      return c.body(null, 204);
    },
  );
  return app;
}
