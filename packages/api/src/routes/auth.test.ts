import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@ajar/tokens';
import { jwtDecode } from '../testing/jwt';
import { rateLimiter } from '../auth/rate-limit';
import { bearer, createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limiter: rateLimiter(10, 60_000) });
});
afterAll(() => h.close());

const login = (body: unknown, lang = 'id', path = '/v1/auth/login') =>
  h.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('sign-in', () => {
  it('gives a member a 7-day token carrying sub, RoleId and companyId', async () => {
    const res = await login({ email: 'Member@Ajar.local', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const claims = jwtDecode(token);
    expect(claims).toMatchObject({ RoleId: ROLE.member });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.companyId).toBeGreaterThan(0);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
  });

  it('says which field is wrong, in Indonesian by default and English on request', async () => {
    const wrong = await login({ email: 'admin@ajar.local', password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'incorrect', message: 'Password salah', field: 'password' },
    });
    const unknown = await login(
      { email: 'nobody@ajar.local', password: DEMO_PASSWORD },
      'en-US,en;q=0.9',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'Email not found', field: 'email' },
    });
  });

  it('validates input with the spec templates before touching the database', async () => {
    const cases: [unknown, string, string][] = [
      [{ email: 'not-an-email', password: DEMO_PASSWORD }, 'id', 'Email tidak valid'],
      [{ email: 'not-an-email', password: DEMO_PASSWORD }, 'en', 'Email is not valid'],
      [{ password: DEMO_PASSWORD }, 'id', 'Email wajib diisi'],
      [{ email: 'member@ajar.local', password: 'short' }, 'id', 'Password minimal 8 angka'],
      [
        { email: 'member@ajar.local', password: 'short' },
        'en',
        'Password must be at least 8 characters',
      ],
    ];
    for (const [body, lang, message] of cases) {
      const res = await login(body, lang);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const res = await login('{"email": ', 'en');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'malformed_json' } });
  });

  it('keeps partners on their own sign-in, with a partner token', async () => {
    const asMember = await login({ email: 'partner@ajar.local', password: DEMO_PASSWORD });
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({ error: { code: 'partner_account' } });
    const asPartner = await login(
      { email: 'partner@ajar.local', password: DEMO_PASSWORD },
      'id',
      '/v1/auth/partner/login',
    );
    expect(asPartner.status).toBe(200);
    expect(jwtDecode(((await asPartner.json()) as { token: string }).token).RoleId).toBe(
      ROLE.partner,
    );
    const memberAsPartner = await login(
      { email: 'member@ajar.local', password: DEMO_PASSWORD },
      'id',
      '/v1/auth/partner/login',
    );
    expect(memberAsPartner.status).toBe(404);
  });

  it('refuses the 11th attempt in a minute for one email with 429 and Retry-After', async () => {
    const email = 'trainer@ajar.local';
    for (let i = 0; i < 10; i += 1)
      expect((await login({ email, password: 'wrong-pass-1' })).status).toBe(400);
    const blocked = await login({ email, password: DEMO_PASSWORD }, 'en');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(
      /Too many sign-in attempts/,
    );
    // Another account from the same client is not locked out by it.
    expect((await login({ email: 'admin@ajar.local', password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('GET /v1/auth/me', () => {
  it('returns the caller with their company', async () => {
    const token = await h.login('admin@ajar.local');
    const res = await h.app.request('/v1/auth/me', bearer(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'admin@ajar.local',
      roleId: ROLE.admin,
      company: { name: 'Ajar Demo' },
    });
  });

  it('refuses a missing, expired or tampered token with 401', async () => {
    expect((await h.app.request('/v1/auth/me')).status).toBe(401);

    const me = jwtDecode(await h.login('member@ajar.local'));
    const claims = { userId: Number(me.sub), roleId: ROLE.member, companyId: me.companyId };
    const expired = await h.tokens.issue(claims, Date.now() - 8 * 24 * 60 * 60 * 1000);
    const res = await h.app.request('/v1/auth/me', bearer(expired, { 'accept-language': 'en' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: 'token_expired', message: 'Your session has ended, please sign in again' },
    });

    const valid = await h.tokens.issue(claims);
    const [header, payload] = valid.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...me, RoleId: ROLE.superadmin })).toString('base64url')}.${valid.split('.')[2]}`;
    expect((await h.app.request('/v1/auth/me', bearer(forged))).status).toBe(401);
    const badSignature = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await h.app.request('/v1/auth/me', bearer(badSignature))).status).toBe(401);
  });
});
