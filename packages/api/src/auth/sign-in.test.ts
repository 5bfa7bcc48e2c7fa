import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../contract/roles';
import { jwtDecode } from '../testing/jwt';
import { passwordHasher } from './password';
import { LOGIN_RULES, loginLimiter } from './rate-limit';
import { MAX_PASSWORD_LENGTH, TOKEN_TTL_SECONDS } from '../contract/limits';
import {
  bearer,
  createHarness,
  DEMO_PASSWORD,
  GENEROUS_LIMITS,
  type Harness,
} from '../testing/harness';

// Cheap, but its own object, so tests can watch what it hashes.
const passwords = passwordHasher({ N: 2 ** 10, r: 8, p: 1 });
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    passwords,
    // Only the IP+email limit, as before; the others have their own tests.
    limiter: (d) => loginLimiter(d.db, { ...GENEROUS_LIMITS, ip_email: LOGIN_RULES.ip_email }),
  });
});
afterAll(() => h.close());

const login = (body: unknown, lang = 'id', path = '/v1/auth/login') =>
  h.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('sign-in', () => {
  it('gives a member a short-lived token carrying sub, RoleId, companyId and its session', async () => {
    const res = await login({ email: 'Member@Ajar.local', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const claims = jwtDecode(token);
    expect(claims).toMatchObject({ RoleId: ROLE.member });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.companyId).toBeGreaterThan(0);
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL_SECONDS);
    expect(claims.sid).toMatch(/^[\w-]{22}$/);
  });

  it('answers an unknown email exactly as a wrong password, in id and en', async () => {
    for (const lang of ['id', 'en-US,en;q=0.9']) {
      const wrong = await login({ email: 'admin@ajar.local', password: 'wrong-password' }, lang);
      const unknown = await login({ email: 'nobody@ajar.local', password: 'wrong-password' }, lang);
      expect(unknown.status).toBe(wrong.status);
      expect(await unknown.text()).toBe(await wrong.text());
    }
    const res = await login({ email: 'nobody@ajar.local', password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Email atau password salah' },
    });
    const en = await login({ email: 'member@ajar.local', password: 'wrong-password' }, 'en');
    expect(await en.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Email or password is incorrect' },
    });
  });

  it('runs a password hash for an unknown email too, so it takes as long', async () => {
    const hash = vi.spyOn(passwords, 'verifyDummy');
    try {
      expect((await login({ email: 'ghost@ajar.local', password: DEMO_PASSWORD })).status).toBe(
        400,
      );
      expect(hash).toHaveBeenCalledTimes(1);
      // It really derives a key: the dummy is checked like any stored hash.
      const verify = vi.spyOn(passwords, 'verify');
      await login({ email: 'ghost2@ajar.local', password: DEMO_PASSWORD });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('refuses an over-long password with 400 before hashing it', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    try {
      const long = 'a'.repeat(MAX_PASSWORD_LENGTH + 1);
      for (const [lang, message] of [
        ['id', 'Password tidak valid'],
        ['en', 'Password is not valid'],
      ] as const) {
        const res = await login({ email: 'member@ajar.local', password: long }, lang);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: { code: 'too_long', message, field: 'password' },
        });
      }
      expect(verify).not.toHaveBeenCalled();
      // The longest allowed password is still checked.
      const longest = await login({
        email: 'member@ajar.local',
        password: 'a'.repeat(MAX_PASSWORD_LENGTH),
      });
      expect(longest.status).toBe(400);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
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

  it('upgrades a hash made at an older cost on the next successful sign-in', async () => {
    // Hashed at N=2^10 below; this app's standard is N=2^11.
    const stronger = await createHarness({ passwords: passwordHasher({ N: 2 ** 11, r: 8, p: 1 }) });
    try {
      const hashOf = async () =>
        (
          await stronger.database.db
            .selectFrom('users')
            .select('password_hash')
            .where('email', '=', 'member@ajar.local')
            .executeTakeFirstOrThrow()
        ).password_hash;
      await stronger.database.db
        .updateTable('users')
        .set({ password_hash: await passwords.hash(DEMO_PASSWORD) })
        .where('email', '=', 'member@ajar.local')
        .execute();
      expect(await hashOf()).toMatch(/^scrypt\$1024\$/);
      await stronger.login('member@ajar.local');
      expect(await hashOf()).toMatch(/^scrypt\$2048\$8\$1\$/);
      // And the upgraded hash opens the account.
      await stronger.login('member@ajar.local');
    } finally {
      await stronger.close();
    }
  }, 60_000);

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
  }, 30_000);
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
      error: { code: 'token_expired', message: 'Your session has ended. Please sign in again.' },
    });

    const valid = await h.tokens.issue(claims);
    const [header, payload] = valid.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...me, RoleId: ROLE.superadmin })).toString('base64url')}.${valid.split('.')[2]}`;
    expect((await h.app.request('/v1/auth/me', bearer(forged))).status).toBe(401);
    const badSignature = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await h.app.request('/v1/auth/me', bearer(badSignature))).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await h.app.request('/v1/auth/me', bearer(unsigned))).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the one bad-credentials answer and a neutral example', async () => {
    const doc = (await (await h.app.request('/v1/openapi.json')).json()) as {
      paths: Record<string, { post: { responses: Record<string, { description: string }> } }>;
      components: { schemas: { LoginRequest: { example: unknown } } };
    };
    const login = doc.paths['/v1/auth/login']!.post.responses;
    // Bad credentials are one 400, never a 401 or 404 that would tell which part was wrong.
    expect(Object.keys(login).sort()).toEqual([
      '200',
      '400',
      '403',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    expect(login['400']!.description).toMatch(/invalid_credentials/);
    expect(doc.components.schemas.LoginRequest.example).toEqual({
      email: 'name@example.com',
      password: 'your-password',
    });
  });
});

describe('?access_token=', () => {
  it('is refused outside the theme stream, for reads and writes', async () => {
    const admin = await h.login('admin@ajar.local');
    const me = await h.app.request(`/v1/auth/me?access_token=${admin}`);
    expect(me.status).toBe(401);
    const write = await h.app.request(`/v1/company/theme?access_token=${admin}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ primaryColor: '#123456' }),
    });
    expect(write.status).toBe(401);
    // The stream, which cannot send headers, still takes it.
    const stream = await h.app.request(`/v1/company/theme/events?access_token=${admin}`);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });
});
