import type { TokenClaims } from '../contract/auth';

/** Reads a token's claims without verifying them, as the browser app does. */
export function jwtDecode(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}
