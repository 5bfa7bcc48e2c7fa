import type { Context, MiddlewareHandler } from 'hono';
import { ROLE, type RoleId } from '../contract/roles';
import { ApiError, forbidden, sendError, unauthorized } from '../http/errors';
import type { AppEnv } from '../http/env';
import type { AuthClaims, TokenService } from './tokens';

/** Staff may manage content; superadmins may do anything an admin may. */
export const ROLES = {
  any: [ROLE.admin, ROLE.member, ROLE.trainer, ROLE.superadmin, ROLE.partner],
  learners: [ROLE.admin, ROLE.member, ROLE.trainer, ROLE.superadmin],
  companyAdmins: [ROLE.admin, ROLE.superadmin],
  staff: [ROLE.admin, ROLE.trainer, ROLE.superadmin],
} as const satisfies Record<string, readonly RoleId[]>;

function bearer(c: Context, queryToken: boolean): string | undefined {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  // EventSource cannot send headers, so streams take the token as a query parameter. Nowhere
  // else: a token in a URL ends up in logs and histories, and would let a link make writes.
  return queryToken ? c.req.query('access_token') || undefined : undefined;
}

export interface AuthOptions {
  /** Accept `?access_token=` (server-sent event streams only). */
  queryToken?: boolean;
}

/**
 * Authentication plus the role check, for every protected route: 401 without a valid
 * token (code `token_expired` when it merely ran out), 403 when the role may not. Both
 * refusals go to the security log.
 */
export function requireAuth(
  tokens: TokenService,
  roles: readonly RoleId[],
  { queryToken = false }: AuthOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refuse = async (error: ApiError, claims?: AuthClaims) => {
      await c.get('security')?.record({
        kind: error.status === 403 ? 'forbidden' : 'unauthorized',
        companyId: claims?.companyId,
        userId: claims?.userId,
        ip: c.get('clientIp'),
        detail: { method: c.req.method, path: c.req.path, code: error.code },
      });
      return sendError(c, error);
    };
    // The tenant middleware may have verified this same header token already: its session
    // was looked up once, and is not looked up again.
    let claims: AuthClaims | undefined = c.get('auth');
    if (!claims) {
      const token = bearer(c, queryToken);
      if (!token) return refuse(unauthorized());
      const result = await tokens.verify(token);
      if (!result.ok)
        return refuse(
          result.expired ? new ApiError(401, 'expired', {}, 'token_expired') : unauthorized(),
        );
      claims = result.claims;
    }
    if (!roles.includes(claims.roleId)) return refuse(forbidden(), claims);
    c.set('auth', claims);
    c.set('companyId', claims.companyId);
    await next();
  };
}

/**
 * Ownership, for records that belong to one user: the caller's own, or (when `staffMay`)
 * any record of the caller's company for staff. Anything else answers 404 as if absent, so
 * ids of other people's records reveal nothing.
 */
export function assertOwner(
  auth: AuthClaims,
  owner: { userId: number; companyId: number },
  { staffMay = false }: { staffMay?: boolean } = {},
): void {
  const hidden = new ApiError(404, 'notFound', { field: 'id' }, 'not_found');
  if (owner.companyId !== auth.companyId) throw hidden;
  if (owner.userId === auth.userId) return;
  if (!staffMay || !(ROLES.staff as readonly RoleId[]).includes(auth.roleId)) throw hidden;
}
