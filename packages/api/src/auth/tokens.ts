import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RoleId } from '../contract/roles';
import { TOKEN_TTL_SECONDS } from '../contract/limits';
import type { TokenClaims } from '../contract/auth';
import type { Schema } from '../db/schema';
import { deviceTokens, type DeviceTokens } from './device-tokens';
import type { Sessions } from './sessions';

/** Verified claims of the caller, as handlers use them. */
export interface AuthClaims {
  userId: number;
  roleId: RoleId;
  companyId: number;
  /** When the token stops being valid (ms since the epoch); set on verified tokens. */
  expiresAt?: number;
  /** The session the token belongs to (`sid`); a new one is started when issuing without. */
  sessionId?: string;
}

export type VerifyResult = { ok: true; claims: AuthClaims } | { ok: false; expired: boolean };

export interface TokenService {
  issue(claims: AuthClaims, now?: number): Promise<string>;
  verify(token: string, now?: number): Promise<VerifyResult>;
  /**
   * A new token of the same session for a token we signed, expired or not, while its session
   * is live, was renewed within the idle limit and is younger than its maximum age.
   */
  renew(token: string, now?: number): Promise<string | null>;
  /** The server-side sessions tokens are checked against (absent: signature and exp only). */
  readonly sessions?: Sessions;
  /** Sign-in device tokens, signed with a key derived from the same secret. */
  readonly devices: DeviceTokens;
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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const INVALID: VerifyResult = { ok: false, expired: false };

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * HS256 tokens signed and checked with node:crypto's synchronous HMAC. WebCrypto (what
 * hono/jwt uses) runs each HMAC on libuv's four-thread pool, where it queued behind password
 * hashing: a burst of sign-ins held up every signed-in request. A synchronous HMAC takes
 * microseconds and never waits for the pool.
 */
export interface TokenOptions {
  ttlSeconds?: number;
  /** Every token then names a session, and works only while it is live. */
  sessions?: Sessions;
}

export function tokenService(
  secret: string,
  { ttlSeconds = TOKEN_TTL_SECONDS, sessions }: TokenOptions = {},
): TokenService {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();

  function verifyNow(token: string, now: number, allowExpired = false): VerifyResult {
    const [header, payload, signature, ...rest] = token.split('.');
    if (!header || !payload || signature === undefined || rest.length) return INVALID;
    const head = parseJson(header) as { alg?: unknown } | undefined;
    if (head?.alg !== 'HS256') return INVALID;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`${header}.${payload}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
    const claims = parseJson(payload) as Partial<TokenClaims> | undefined;
    if (!claims || typeof claims !== 'object') return INVALID;
    const seconds = Math.floor(now / 1000);
    if (typeof claims.exp !== 'number') return INVALID;
    if (claims.exp <= seconds && !allowExpired) return { ok: false, expired: true };
    if (typeof claims.iat === 'number' && claims.iat > seconds) return INVALID;
    const userId = Number(claims.sub);
    const roleId = Number(claims.RoleId);
    const companyId = Number(claims.companyId);
    if (!Number.isInteger(userId) || !(roleId >= 1 && roleId <= 5) || !Number.isInteger(companyId))
      return INVALID;
    const sessionId = typeof claims.sid === 'string' && claims.sid ? claims.sid : undefined;
    // With sessions, a token naming none (made before them) cannot be revoked, so it is refused.
    if (sessions && !sessionId) return INVALID;
    return {
      ok: true,
      claims: {
        userId,
        roleId: roleId as RoleId,
        companyId,
        expiresAt: claims.exp * 1000,
        ...(sessionId ? { sessionId } : {}),
      },
    };
  }

  function sign(
    { userId, roleId, companyId }: AuthClaims,
    sid: string,
    now: number,
    notAfterMs: number,
  ) {
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = {
      sub: String(userId),
      RoleId: roleId,
      companyId,
      sid,
      iat,
      exp: Math.min(iat + ttlSeconds, Math.floor(notAfterMs / 1000)),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`).toString('base64url')}`;
  }

  return {
    devices: deviceTokens(secret),
    sessions,
    async issue(claims, now = Date.now()) {
      if (claims.sessionId || !sessions) return sign(claims, claims.sessionId ?? '', now, Infinity);
      const session = await sessions.start(claims.userId, now);
      return sign(claims, session.id, now, session.expiresAt);
    },
    async verify(token, now = Date.now()) {
      const result = verifyNow(token, now);
      if (!result.ok || !sessions) return result;
      const { sessionId, userId } = result.claims;
      return (await sessions.isLive(sessionId!, userId, now)) ? result : INVALID;
    },
    async renew(token, now = Date.now()) {
      const result = verifyNow(token, now, true);
      if (!result.ok || !sessions) return null;
      const { sessionId, userId } = result.claims;
      const notAfter = await sessions.renew(sessionId!, userId, now);
      return notAfter === null ? null : sign(result.claims, sessionId!, now, notAfter);
    },
  };
}
