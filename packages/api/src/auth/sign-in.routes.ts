import type { Context } from 'hono';
import { LoginRequest, Me, TokenResponse } from '../contract/auth';
import { ROLES, requireAuth } from './guard';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import {
  bearerSecurity,
  errorResponse,
  errors,
  json,
  publicRoute,
  route,
  router,
} from '../http/openapi';
import { validationHook } from '../http/validation';
import { userWithCompany } from './sign-in.queries';
import { signIn as signInService, type SignInDeps } from './sign-in.service';

export type AuthDeps = SignInDeps;

const loginRoute = (path: string, summary: string, partner: boolean) =>
  route({
    method: 'post',
    operationId: partner ? 'signInPartner' : 'signIn',
    security: publicRoute,
    path,
    tags: ['Auth'],
    summary,
    description:
      'An unknown email and a wrong password get the same answer (400 `invalid_credentials`) after the same work, so the answer tells no one which emails have accounts. Failed sign-ins lock the account for a while, except for a browser presenting a `deviceToken` from an earlier sign-in to it: that browser has its own limit instead, so a stranger cannot lock the owner out.',
    request: {
      body: { content: { 'application/json': { schema: LoginRequest } }, required: true },
    },
    responses: {
      200: json(TokenResponse, 'Signed in'),
      400: errorResponse(
        'Invalid input (the message names the field), or `invalid_credentials`: the email or the password is wrong',
      ),
      ...(partner
        ? { 404: errorResponse('The account is not a partner account') }
        : { 403: errorResponse('Partner accounts sign in through the partner sign-in') }),
      429: errorResponse(
        'Too many attempts from this address, for this account, with this device token, or several; see Retry-After',
      ),
      503: errorResponse('Too many sign-ins being checked at once; see Retry-After'),
    },
  });

export function authRoutes(deps: AuthDeps) {
  const app = router();

  const signIn = async (c: Context<AppEnv>, body: LoginRequest, partner: boolean) =>
    c.json(
      await signInService(deps, {
        ip: c.get('clientIp'),
        security: c.get('security'),
        body,
        partner,
      }),
      200,
    );

  /** A sign-in refused as bad input is a failed sign-in too: probes with odd emails are logged. */
  const logRefusedInput: typeof validationHook = async (result, c) => {
    if (result.success) return;
    const given: unknown = await c.req.json().catch(() => undefined);
    const email =
      given && typeof given === 'object' ? (given as Record<string, unknown>).email : undefined;
    await c.get('security').record({
      kind: 'sign_in_failed',
      ip: c.get('clientIp'),
      detail: {
        ...(typeof email === 'string' ? { email } : {}),
        reason: 'invalid_input',
        field: result.error.issues[0]?.path.map(String).join('.') || 'body',
      },
    });
    return validationHook(result, c);
  };

  app.openapi(
    loginRoute('/login', 'Sign in (members, trainers, admins)', false),
    (c) => signIn(c, c.req.valid('json'), false),
    // The hook answers with the shared error shape, which the route's typed responses omit.
    logRefusedInput as never,
  );
  app.openapi(
    loginRoute('/partner/login', 'Sign in as a partner (partner token)', true),
    (c) => signIn(c, c.req.valid('json'), true),
    logRefusedInput as never,
  );

  app.use('/me', requireAuth(deps.tokens, ROLES.any));
  app.openapi(
    route({
      method: 'get',
      operationId: 'getMe',
      path: '/me',
      tags: ['Auth'],
      summary: 'The signed-in user',
      security: bearerSecurity,
      responses: { 200: json(Me, 'The caller'), 401: errors[401] },
    }),
    async (c) => {
      const { userId } = c.get('auth');
      const row = await userWithCompany(deps.db, userId);
      if (!row) throw new ApiError(401, 'unauthorized', {}, 'unauthorized');
      return c.json(
        {
          id: row.id,
          email: row.email,
          name: row.name,
          roleId: row.role_id,
          company: { id: row.company_id, name: row.company_name, title: row.company_title },
          teamSize: row.team_size ?? 0,
        },
        200,
      );
    },
  );
  return app;
}
