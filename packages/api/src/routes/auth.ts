import { createRoute } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ROLE } from '@ajar/tokens';
import { LoginRequest, Me, TokenResponse } from '../contract/auth';
import { ROLES, requireAuth } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import type { RateLimiter } from '../auth/rate-limit';
import type { TokenService } from '../auth/tokens';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { bearerSecurity, errors, json, router } from '../http/openapi';

export interface AuthDeps {
  db: Kysely<Schema>;
  tokens: TokenService;
  limiter: RateLimiter;
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

const loginRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Auth'],
    summary,
    request: {
      body: { content: { 'application/json': { schema: LoginRequest } }, required: true },
    },
    responses: {
      200: json(TokenResponse, 'Signed in'),
      400: errors[400],
      403: errors[403],
      404: errors[404],
      429: errors[429],
    },
  });

export function authRoutes({ db, tokens, limiter }: AuthDeps) {
  const app = router();

  async function signIn(c: Context<AppEnv>, body: LoginRequest, partner: boolean) {
    const wait = limiter.hit(`${clientIp(c)}|${body.email}`);
    if (wait) {
      c.header('retry-after', String(wait));
      throw new ApiError(429, 'rateLimited', { seconds: wait }, 'rate_limited');
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'role_id', 'company_id'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
      .executeTakeFirst();
    if (!user) throw notFound('email');
    if (!(await verifyPassword(body.password, user.password_hash)))
      throw new ApiError(400, 'incorrect', { field: 'password' }, 'incorrect');
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
    return c.json({ token }, 200);
  }

  app.openapi(loginRoute('/login', 'Sign in (members, trainers, admins)'), (c) =>
    signIn(c, c.req.valid('json'), false),
  );
  app.openapi(loginRoute('/partner/login', 'Sign in as a partner (partner token)'), (c) =>
    signIn(c, c.req.valid('json'), true),
  );

  app.use('/me', requireAuth(tokens, ROLES.any));
  app.openapi(
    createRoute({
      method: 'get',
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
