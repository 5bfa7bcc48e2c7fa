import { jwtDecode } from 'jwt-decode';
import { TOKEN_RENEW_BEFORE_SECONDS } from '@ajar/api/contract/limits';
import { ROLE, type RoleId } from '@ajar/api/contract/roles';

/** Where each kind of token lives (docs/product/behaviour.md: partners have their own, `partnerToken`). */
export const TOKEN_KEYS = { user: 'token', partner: 'partnerToken' } as const;
export type TokenKind = keyof typeof TOKEN_KEYS;

export interface Session {
  kind: TokenKind;
  token: string;
  roleId: RoleId;
  userId: number;
  companyId: number;
  /** Seconds since the epoch (the token's `exp`). */
  expiresAt: number;
}

export type StoredSession =
  | { status: 'none' }
  | { status: 'valid'; session: Session }
  /** A token was stored but is expired or does not decode: it has been removed. */
  | { status: 'ended' };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Decodes a token; null when it does not decode or lacks a role. Signature is the API's job. */
export function decodeToken(token: string, kind: TokenKind): Session | null {
  try {
    const claims = jwtDecode<{
      RoleId?: unknown;
      exp?: unknown;
      sub?: unknown;
      companyId?: unknown;
    }>(token);
    const roleId = Number(claims.RoleId);
    const exp = Number(claims.exp);
    if (!Object.values(ROLE).includes(roleId as RoleId) || !Number.isFinite(exp)) return null;
    return {
      kind,
      token,
      roleId: roleId as RoleId,
      userId: Number(claims.sub),
      companyId: Number(claims.companyId),
      expiresAt: exp,
    };
  } catch {
    return null;
  }
}

/** docs/product/behaviour.md: a session is valid while the current time is before the token's exp. */
export const isValid = (session: Session, nowMs = Date.now()) => nowMs < session.expiresAt * 1000;

/** True once the token has less than the renewal margin left (docs/decisions/0016-sessions.md). */
export const isDueForRenewal = (session: Session, nowMs = Date.now()) =>
  session.expiresAt * 1000 - nowMs < TOKEN_RENEW_BEFORE_SECONDS * 1000;

/**
 * The stored session of one kind. An expired or undecodable token is removed here, so it is
 * never sent again, and reported as `ended` so the app can say so.
 */
export function readSession(kind: TokenKind, nowMs = Date.now(), store = storage()): StoredSession {
  const token = store?.getItem(TOKEN_KEYS[kind]);
  if (!token) return { status: 'none' };
  const session = decodeToken(token, kind);
  if (session && isValid(session, nowMs)) return { status: 'valid', session };
  store?.removeItem(TOKEN_KEYS[kind]);
  return { status: 'ended' };
}

export function storeToken(kind: TokenKind, token: string, store = storage()) {
  store?.setItem(TOKEN_KEYS[kind], token);
}

export function clearToken(kind: TokenKind, store = storage()) {
  store?.removeItem(TOKEN_KEYS[kind]);
}
