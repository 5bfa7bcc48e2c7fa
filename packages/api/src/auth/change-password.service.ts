import type { Kysely } from 'kysely';
import type { ChangePasswordRequest } from '../contract/auth';
import type { Schema } from '../db/schema';
import { ApiError, unauthorized } from '../http/errors';
import type { PasswordHasher } from './password';
import type { PasswordChangeLimiter } from './rate-limit';
import type { SecurityLog } from './security-log';
import { revokeSessions } from './sessions.queries';
import { passwordHashOf, setPasswordHash } from './sign-in.queries';
import type { AuthClaims } from './tokens';

export interface ChangePasswordDeps {
  db: Kysely<Schema>;
  passwords: PasswordHasher;
  passwordLimiter: PasswordChangeLimiter;
}

/**
 * Checks the current password (counted per user, hashed through the gate like a sign-in),
 * stores the new one and ends every other session of the user, in one transaction: no other
 * session outlives the old password. The caller's own session goes on.
 */
export async function changePassword(
  { db, passwords, passwordLimiter }: ChangePasswordDeps,
  {
    auth,
    ip,
    security,
    body,
  }: {
    auth: AuthClaims;
    ip: string;
    security: SecurityLog;
    body: ChangePasswordRequest;
  },
): Promise<{ endedSessions: number }> {
  const event = { companyId: auth.companyId, userId: auth.userId, ip };
  const refusal = await passwordLimiter.attempt(auth.userId);
  if (refusal) {
    await security.record({
      kind: 'password_change_rate_limited',
      ...event,
      detail: { retryAfter: refusal.seconds },
    });
    throw new ApiError(429, 'tooManyAttempts', { seconds: refusal.seconds }, 'rate_limited', {
      'retry-after': String(refusal.seconds),
    });
  }
  const stored = await passwordHashOf(db, auth.userId);
  if (!stored) throw unauthorized();
  if (!(await passwords.verify(body.currentPassword, stored))) {
    await security.record({ kind: 'password_change_failed', ...event });
    throw new ApiError(400, 'incorrect', { field: 'currentPassword' }, 'incorrect_password');
  }
  const hash = await passwords.hash(body.newPassword);
  const endedSessions = await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, auth.userId, hash);
    return revokeSessions(trx, auth.userId, { except: auth.sessionId });
  });
  await security.record({ kind: 'password_changed', ...event, detail: { endedSessions } });
  return { endedSessions };
}
