import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  LOGIN_ACCOUNT_FAILURES_PER_WINDOW,
  LOGIN_ACCOUNT_MAX_WINDOW_MS,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_ATTEMPTS_PER_WINDOW,
  LOGIN_DEVICE_FAILURES_PER_WINDOW,
  LOGIN_DEVICE_MAX_WINDOW_MS,
  LOGIN_DEVICE_WINDOW_MS,
  LOGIN_IP_FAILURES_PER_WINDOW,
  LOGIN_IP_WINDOW_MS,
  LOGIN_WINDOW_MS,
  PASSWORD_CHANGE_ATTEMPTS_PER_WINDOW,
  PASSWORD_CHANGE_WINDOW_MS,
} from '../contract/limits';
import type { Schema } from '../db/schema';
import { addressGroup } from './address-group';

/**
 * `ip_email`: one client guessing one account; `ip`: spraying many; `account`: many clients;
 * `device`: one browser holding a device token of the account, which `account` does not hold.
 */
export type LoginScope = 'ip_email' | 'ip' | 'account' | 'device';

export interface LimitRule {
  limit: number;
  windowMs: number;
  /** Above `windowMs`: each window that follows one over the limit doubles, up to this. */
  maxWindowMs?: number;
}

export type LoginRules = Record<LoginScope, LimitRule>;

export const LOGIN_RULES: LoginRules = {
  ip_email: { limit: LOGIN_ATTEMPTS_PER_WINDOW, windowMs: LOGIN_WINDOW_MS },
  ip: { limit: LOGIN_IP_FAILURES_PER_WINDOW, windowMs: LOGIN_IP_WINDOW_MS },
  account: {
    limit: LOGIN_ACCOUNT_FAILURES_PER_WINDOW,
    windowMs: LOGIN_ACCOUNT_WINDOW_MS,
    maxWindowMs: LOGIN_ACCOUNT_MAX_WINDOW_MS,
  },
  device: {
    limit: LOGIN_DEVICE_FAILURES_PER_WINDOW,
    windowMs: LOGIN_DEVICE_WINDOW_MS,
    maxWindowMs: LOGIN_DEVICE_MAX_WINDOW_MS,
  },
};

export interface Refusal {
  scope: LoginScope | 'password_change' | 'group_join';
  /** Seconds until the window ends (Retry-After). */
  seconds: number;
}

/**
 * Sign-in attempt limits kept in the database, so every API process counts against the same
 * numbers. Each attempt is counted up front, atomically, before any password is checked, so
 * a burst cannot slip past between a check and a write; a success then gives its count back.
 */
export interface LoginLimiter {
  /**
   * Counts an attempt in every scope that holds it; the longest refusal when one is over its
   * limit. `device`: the id of a valid device token of this account the client presented;
   * then its own limit holds the attempt instead of the account's, so a stranger running up
   * the account's failures does not lock its owner out.
   */
  attempt(ip: string, email: string, device?: string): Promise<Refusal | null>;
  /** After a correct password: clears the IP+email and device keys, uncounts it elsewhere. */
  succeeded(ip: string, email: string, device?: string): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

const windowLength = (rule: LimitRule, strikes: number) =>
  Math.min(rule.windowMs * 2 ** Math.min(strikes, 30), rule.maxWindowMs ?? rule.windowMs);

/**
 * Counts one attempt under `scope` and `key`, atomically; the refusal when it is over the rule's
 * limit. Shared by the sign-in limits and the per-user password change limit.
 */
export async function countAttempt(
  db: Kysely<Schema>,
  scope: Refusal['scope'],
  key: string,
  rule: LimitRule,
  now: number,
): Promise<Refusal | null> {
  const max = rule.maxWindowMs ?? rule.windowMs;
  const at = new Date(now);
  const current = sql`least(${rule.windowMs}::float8 * power(2, least(a.strikes, 30)), ${max}::float8) * interval '1 millisecond'`;
  const expired = sql`a.window_start + ${current} <= ${at}::timestamptz`;
  // A window that ended over the limit lengthens the next, unless things were quiet since.
  const struck = sql`a.count > ${rule.limit} and a.window_start + ${current} + ${max}::float8 * interval '1 millisecond' > ${at}::timestamptz`;
  const { rows } = await sql<{ count: number; window_start: Date; strikes: number }>`
    insert into login_attempts as a (scope, key, window_start, count, strikes)
    values (${scope}, ${key}, ${at}::timestamptz, 1, 0)
    on conflict (scope, key) do update set
      count = case when ${expired} then 1 else a.count + 1 end,
      window_start = case when ${expired} then ${at}::timestamptz else a.window_start end,
      strikes = case
        when ${expired} and ${struck} then a.strikes + 1
        when ${expired} then 0
        else a.strikes end
    returning count, window_start, strikes
  `.execute(db);
  const row = rows[0]!;
  if (row.count <= rule.limit) return null;
  const ends = new Date(row.window_start).getTime() + windowLength(rule, row.strikes);
  return { scope, seconds: Math.max(1, Math.ceil((ends - now) / 1000)) };
}

export const PASSWORD_CHANGE_RULE: LimitRule = {
  limit: PASSWORD_CHANGE_ATTEMPTS_PER_WINDOW,
  windowMs: PASSWORD_CHANGE_WINDOW_MS,
};

/** Password changes per user (the sign-in limits' sweep clears its old rows too). */
export function passwordChangeLimiter(
  db: Kysely<Schema>,
  rule: LimitRule = PASSWORD_CHANGE_RULE,
  clock: () => number = Date.now,
) {
  return {
    attempt: (userId: number) => countAttempt(db, 'password_change', String(userId), rule, clock()),
  };
}
export type PasswordChangeLimiter = ReturnType<typeof passwordChangeLimiter>;

export function loginLimiter(
  db: Kysely<Schema>,
  rules: LoginRules = LOGIN_RULES,
  clock: () => number = Date.now,
): LoginLimiter {
  let lastSweep = 0;
  const keys = (ip: string, email: string, device = ''): Record<LoginScope, string> => {
    const address = addressGroup(ip);
    return { ip_email: `${address}|${email}`, ip: address, account: email, device };
  };
  const scopes = (device?: string): LoginScope[] =>
    device ? ['ip_email', 'ip', 'device'] : ['ip_email', 'ip', 'account'];

  const hit = (scope: LoginScope, key: string, now: number) =>
    countAttempt(db, scope, key, rules[scope], now);

  async function sweep(now: number) {
    lastSweep = now;
    const longest = Math.max(...Object.values(rules).map((r) => 2 * (r.maxWindowMs ?? r.windowMs)));
    await db
      .deleteFrom('login_attempts')
      .where('window_start', '<', new Date(now - longest))
      .execute();
  }

  return {
    async attempt(ip, email, device) {
      const now = clock();
      const k = keys(ip, email, device);
      const refusals = await Promise.all(scopes(device).map((scope) => hit(scope, k[scope], now)));
      if (now - lastSweep > SWEEP_EVERY_MS) await sweep(now);
      return refusals.reduce<Refusal | null>(
        (worst, r) => (r && (!worst || r.seconds > worst.seconds) ? r : worst),
        null,
      );
    },
    async succeeded(ip, email, device) {
      const k = keys(ip, email, device);
      const matching = (list: LoginScope[]) => (eb: ExpressionBuilder<Schema, 'login_attempts'>) =>
        eb.or(list.map((scope) => eb.and([eb('scope', '=', scope), eb('key', '=', k[scope])])));
      await db
        .deleteFrom('login_attempts')
        .where(matching(device ? ['ip_email', 'device'] : ['ip_email']))
        .execute();
      // The account's count never held an attempt made with a device token.
      await db
        .updateTable('login_attempts')
        .set((eb) => ({ count: sql<number>`greatest(${eb.ref('count')} - 1, 0)` }))
        .where(matching(device ? ['ip'] : ['ip', 'account']))
        .execute();
    },
  };
}
