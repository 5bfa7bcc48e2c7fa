import { z } from '@hono/zod-openapi';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

export const LoginRequest = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  })
  .openapi('LoginRequest', { example: { email: 'name@example.com', password: 'your-password' } });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z
  .object({
    token: z.string().openapi({ description: 'JWT (HS256): sub, RoleId, companyId, exp' }),
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
  })
  .openapi('Me');
export type Me = z.infer<typeof Me>;

/** The claims the app reads from the token (`jwt-decode`). */
export interface TokenClaims {
  sub: string;
  RoleId: number;
  companyId: number;
  iat: number;
  exp: number;
}
