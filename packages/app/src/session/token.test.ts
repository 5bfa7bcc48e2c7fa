import { describe, expect, it } from 'vitest';
import { decodeToken, isValid, readSession, storeToken, TOKEN_KEYS } from './token';

const encode = (claims: object) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const now = Date.UTC(2026, 10, 23, 12);
const exp = now / 1000 + 3600;

describe('session token', () => {
  it('reads RoleId and exp from a stored token', () => {
    const store = memoryStorage();
    storeToken('user', encode({ sub: '4', RoleId: 2, companyId: 1, exp }), store);
    const result = readSession('user', now, store);
    expect(result).toMatchObject({
      status: 'valid',
      session: { roleId: 2, userId: 4, expiresAt: exp },
    });
  });

  it('is valid only while now is before exp', () => {
    const session = decodeToken(encode({ sub: '4', RoleId: 2, companyId: 1, exp }), 'user')!;
    expect(isValid(session, exp * 1000 - 1)).toBe(true);
    expect(isValid(session, exp * 1000)).toBe(false);
  });

  it('removes an expired token and reports the session as ended', () => {
    const store = memoryStorage();
    storeToken('user', encode({ sub: '4', RoleId: 2, companyId: 1, exp: now / 1000 - 1 }), store);
    expect(readSession('user', now, store)).toEqual({ status: 'ended' });
    expect(store.map.has(TOKEN_KEYS.user)).toBe(false);
  });

  it('removes a token that does not decode or has no known role', () => {
    for (const token of [
      'garbage',
      encode({ sub: '1', RoleId: 9, exp }),
      encode({ sub: '1', exp }),
    ]) {
      const store = memoryStorage();
      storeToken('user', token, store);
      expect(readSession('user', now, store)).toEqual({ status: 'ended' });
      expect(store.map.size).toBe(0);
    }
  });

  it('keeps partner tokens under their own key', () => {
    const store = memoryStorage();
    storeToken('partner', encode({ sub: '9', RoleId: 5, companyId: 1, exp }), store);
    expect(store.map.has('partnerToken')).toBe(true);
    expect(readSession('user', now, store)).toEqual({ status: 'none' });
    expect(readSession('partner', now, store)).toMatchObject({
      status: 'valid',
      session: { roleId: 5 },
    });
  });
});
