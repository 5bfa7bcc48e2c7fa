import type { Kysely } from 'kysely';
import { ROLE } from '../contract/roles';
import type { LoginRequest } from '../contract/auth';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { PasswordHasher } from './password';
import type { LoginLimiter } from './rate-limit';
import type { SecurityLog } from './security-log';
import type { TokenService } from './tokens';
import { accountByEmail, setPasswordHash } from './sign-in.queries';

export interface SignInDeps {
  db: Kysely<Schema>;
  tokens: TokenService;
  limiter: LoginLimiter;
  passwords: PasswordHasher;
}

export interface SignInAttempt {
  ip: string;
  security: SecurityLog;
  body: LoginRequest;
  /** The partner sign-in: only partner accounts may use it, and only it. */
  partner: boolean;
}

/** Checks limits and the password, and answers the tokens a successful sign-in earns. */
export async function signIn(
  { db, tokens, limiter, passwords }: SignInDeps,
  { ip, security, body, partner }: SignInAttempt,
): Promise<{ token: string; deviceToken: string }> {
  const user = await accountByEmail(db, body.email);
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
  if (passwords.needsRehash(user.password_hash)) {
    await upgradeHash(db, passwords, user.id, body.password);
  }
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
  return { token, deviceToken: tokens.devices.issue(user.id) };
}

/** Rehash-on-login: the only moment the plain password is known. A failure keeps the old hash. */
async function upgradeHash(
  db: Kysely<Schema>,
  passwords: PasswordHasher,
  userId: number,
  password: string,
) {
  try {
    await setPasswordHash(db, userId, await passwords.hash(password));
  } catch (error) {
    console.error(`password hash upgrade for user ${userId} failed`, error);
  }
}
