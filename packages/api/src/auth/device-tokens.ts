import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A device token the server signed: for this user, with this random id. */
export interface DeviceProof {
  userId: number;
  /** Random per token: the per-device failure limit counts under it. */
  id: string;
}

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that once signed in to an account gets a token proving it, and with it is not held by the
 * account-wide lockout a stranger can set off. Signed rather than stored, so every API process
 * can check one and nothing needs cleaning up.
 */
export interface DeviceTokens {
  issue(userId: number): string;
  /** The signed claims, or null for anything the server did not sign. */
  read(token: string): DeviceProof | null;
}

const VERSION = 'd1';

export function deviceTokens(secret: string): DeviceTokens {
  // A key of its own, so no signature of another kind can pass for a device token.
  const key = createHmac('sha256', secret).update('ajar sign-in device token').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    issue(userId) {
      const body = `${VERSION}.${userId}.${randomBytes(16).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    read(token) {
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) return null;
      const [, user, id, signature] = parts as [string, string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${VERSION}.${user}.${id}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const userId = Number(user);
      return Number.isSafeInteger(userId) && userId > 0 && id ? { userId, id } : null;
    },
  };
}
