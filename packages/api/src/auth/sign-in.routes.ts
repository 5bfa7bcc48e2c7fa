import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ROLE } from '@ajar/tokens';
import { LoginRequest, Me, TokenResponse } from '../contract/auth';
import { ROLES, requireAuth } from './guard';
import type { PasswordHasher } from './password';
import type { LoginLimiter } from './rate-limit';
import type { TokenService } from './tokens';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
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

export interface AuthDeps {
  db: Kysely<Schema>;
  tokens: TokenService;
  limiter: LoginLimiter;
  passwords: PasswordHasher;
}

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

export function authRoutes({ db, tokens, limiter, passwords }: AuthDeps) {
  const app = router();

  async function signIn(c: Context<AppEnv>, body: LoginRequest, partner: boolean) {
    const ip = c.get('clientIp');
    const security = c.get('security');
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'role_id', 'company_id'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
      .executeTakeFirst();
    // Only a device token signed for this very account counts; any other is as good as none.
    const proof = body.deviceToken ? tokens.devices.read(body.deviceToken) : null;
    const device = user && proof?.userId === user.id ? `${user.id}.${proof.id}` : undefined;
    const deviceDetail = body.deviceToken ? { device: device ? 'valid' : 'invalid' } : {};
    const refusal = await limiter.attempt(ip, body.email, device);
    if (refusal) {
      await security.record({
        kind: 'sign_in_rate_limited',
        ip,
        detail: {
          email: body.email,
          scope: refusal.scope,
          retryAfter: refusal.seconds,
          ...deviceDetail,
        },
      });
      throw new ApiError(429, 'rateLimited', { seconds: refusal.seconds }, 'rate_limited', {
        'retry-after': String(refusal.seconds),
      });
    }
    // An unknown email costs a hash too: neither the answer nor its timing tells them apart.
    const correct = user
      ? await passwords.verify(body.password, user.password_hash)
      : await passwords.verifyDummy(body.password);
    if (!user || !correct) {
      await security.record({
        kind: 'sign_in_failed',
        companyId: user?.company_id,
        userId: user?.id,
        ip,
        detail: {
          email: body.email,
          reason: user ? 'wrong_password' : 'unknown_email',
          ...deviceDetail,
        },
      });
      throw new ApiError(400, 'invalidCredentials', {}, 'invalid_credentials');
    }
    await limiter.succeeded(ip, body.email, device);
    if (passwords.needsRehash(user.password_hash)) await upgradeHash(user.id, body.password);
    const isPartner = user.role_id === ROLE.partner;
    if (isPartner !== partner) {
      // Each token kind has its own sign-in, so a partner token never opens member routes.
      throw partner ? notFound('email') : new ApiError(403, 'partnerOnly', {}, 'partner_account');
    }
    const token = await tokens.issue({
      userId: user.id,
      roleId: user.role_id,
      companyId: user.company_id,
    });
    // A new one each time: the browser keeps the latest, and each counts its own failures.
    return c.json({ token, deviceToken: tokens.devices.issue(user.id) }, 200);
  }

  /** Rehash-on-login: the only moment the plain password is known. A failure keeps the old hash. */
  async function upgradeHash(userId: number, password: string) {
    try {
      const hash = await passwords.hash(password);
      await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    } catch (error) {
      console.error(`password hash upgrade for user ${userId} failed`, error);
    }
  }

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

  app.use('/me', requireAuth(tokens, ROLES.any));
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
      const row = await db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.id',
          'users.email',
          'users.name',
          'users.role_id',
          'companies.id as company_id',
          'companies.name as company_name',
          'companies.title as company_title',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new ApiError(401, 'unauthorized', {}, 'unauthorized');
      return c.json(
        {
          id: row.id,
          email: row.email,
          name: row.name,
          roleId: row.role_id,
          company: { id: row.company_id, name: row.company_name, title: row.company_title },
        },
        200,
      );
    },
  );
  return app;
}
