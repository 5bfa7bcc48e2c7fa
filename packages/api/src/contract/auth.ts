import { z } from '@hono/zod-openapi';
import {
  SIGN_IN_DEVICE_TOKEN_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './limits';

/** Issued by the API: digits, dots and base64url. */
const DeviceToken = z
  .string()
  .max(SIGN_IN_DEVICE_TOKEN_MAX_LENGTH)
  .regex(/^[\w.-]+$/);

export const LoginRequest = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    deviceToken: DeviceToken.optional().openapi({
      description:
        'The `deviceToken` an earlier successful sign-in to this account gave this browser. With a valid one the sign-in is not held by the account-wide lockout (which anyone can set off), only by a limit on failures with this device token.',
    }),
  })
  .openapi('LoginRequest', { example: { email: 'name@example.com', password: 'your-password' } });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z
  .object({
    token: z.string().openapi({
      description:
        'JWT (HS256): sub, RoleId, companyId, sid (the session), exp. Short-lived: renew it with `POST /v1/auth/renew`.',
    }),
    deviceToken: z.string().openapi({
      description:
        'Proof that this browser signed in to this account: keep it per account and send it with the next sign-in (`LoginRequest.deviceToken`).',
    }),
  })
  .openapi('TokenResponse');
export type TokenResponse = z.infer<typeof TokenResponse>;

export const Me = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roleId: z.number().int().min(1).max(5),
    company: z.object({ id: z.number().int(), name: z.string(), title: z.string() }),
    /** My direct reports in my company: the team menu is for those with one. */
    teamSize: z.number().int().min(0),
  })
  .openapi('Me');
export type Me = z.infer<typeof Me>;

export const RenewResponse = z
  .object({
    token: z.string().openapi({ description: 'A new token of the same session' }),
  })
  .openapi('RenewResponse');
export type RenewResponse = z.infer<typeof RenewResponse>;

/**
 * Changing one's password. The confirmation must equal the new password (`mismatch` on
 * `confirmPassword`); a wrong current password answers `incorrect` on `currentPassword`.
 */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    confirmPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    params: { mismatch: true },
  })
  .openapi('ChangePasswordRequest', {
    example: {
      currentPassword: 'your-password',
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    },
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** The claims the app reads from the token (`jwt-decode`). */
export interface TokenClaims {
  sub: string;
  RoleId: number;
  companyId: number;
  /** The session (docs/decisions/0016-sessions.md): revoked, every token of it is refused. */
  sid: string;
  iat: number;
  exp: number;
}
