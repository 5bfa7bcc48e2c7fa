import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import type { Kysely } from 'kysely';
import type { RoleId } from '@ajar/tokens';
import { TOKEN_TTL_SECONDS } from '../contract/limits';
import type { TokenClaims } from '../contract/auth';
import type { Schema } from '../db/schema';

/** Verified claims of the caller, as handlers use them. */
export interface AuthClaims {
  userId: number;
  roleId: RoleId;
  companyId: number;
  /** When the token stops being valid (ms since the epoch); set on verified tokens. */
  expiresAt?: number;
}

export type VerifyResult = { ok: true; claims: AuthClaims } | { ok: false; expired: boolean };

export interface TokenService {
  issue(claims: AuthClaims, now?: number): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

/**
 * The signing secret: `AJAR_JWT_SECRET` when set (several API processes must share it),
 * otherwise one generated on first start and kept in the database, never in the repo.
 */
export async function loadSigningSecret(db: Kysely<Schema>, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return row.value;
}

export function tokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  return {
    issue({ userId, roleId, companyId }, now = Date.now()) {
      const iat = Math.floor(now / 1000);
      const claims: TokenClaims = {
        sub: String(userId),
        RoleId: roleId,
        companyId,
        iat,
        exp: iat + ttlSeconds,
      };
      return sign({ ...claims }, secret, 'HS256');
    },
    async verify(token) {
      try {
        const payload = (await verify(token, secret, 'HS256')) as Partial<TokenClaims>;
        const userId = Number(payload.sub);
        const roleId = Number(payload.RoleId);
        const companyId = Number(payload.companyId);
        if (
          !Number.isInteger(userId) ||
          !(roleId >= 1 && roleId <= 5) ||
          !Number.isInteger(companyId)
        )
          return { ok: false, expired: false };
        const expiresAt = Number(payload.exp) * 1000;
        return {
          ok: true,
          claims: {
            userId,
            roleId: roleId as RoleId,
            companyId,
            ...(Number.isFinite(expiresAt) ? { expiresAt } : {}),
          },
        };
      } catch (error) {
        return { ok: false, expired: error instanceof JwtTokenExpired };
      }
    },
  };
}
