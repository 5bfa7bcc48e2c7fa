import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { loginLimiter } from './rate-limit';
import { MAX_DETAIL_TEXT, securityLog } from './security-log';
import { bearer, createHarness, GENEROUS_LIMITS, type Harness } from '../testing/harness';
import { userByEmail } from '../testing/lookups';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    limiter: (d) =>
      loginLimiter(d.db, { ...GENEROUS_LIMITS, ip_email: { limit: 2, windowMs: 60_000 } }),
  });
});
afterAll(() => h.close());

const IP = '203.0.113.9';
const login = (email: string, password: string) =>
  h.app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-ip': IP },
    body: JSON.stringify({ email, password }),
  });
const putTheme = (token: string, primaryColor: string) =>
  h.app.request('/v1/company/theme', {
    method: 'PUT',
    ...bearer(token, { 'content-type': 'application/json', 'x-test-ip': IP }),
    body: JSON.stringify({ primaryColor }),
  });
const ids = async (email: string) => {
  const user = await userByEmail(h.database.db, email);
  return { user_id: user.id, company_id: user.company_id };
};
const lastEvent = (kind: string) =>
  h.database.db
    .selectFrom('security_events')
    .select(['kind', 'company_id', 'user_id', 'ip', 'detail'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();

describe('security event log', () => {
  it('records failed sign-ins, with the account when there is one', async () => {
    expect((await login('member@ajar.local', 'wrong-password')).status).toBe(400);
    expect(await lastEvent('sign_in_failed')).toEqual({
      kind: 'sign_in_failed',
      ...(await ids('member@ajar.local')),
      ip: IP,
      detail: { email: 'member@ajar.local', reason: 'wrong_password' },
    });
    expect((await login('nobody@ajar.local', 'wrong-password')).status).toBe(400);
    expect(await lastEvent('sign_in_failed')).toMatchObject({
      company_id: null,
      user_id: null,
      detail: { email: 'nobody@ajar.local', reason: 'unknown_email' },
    });
  });

  it('records sign-ins refused by the rate limit', async () => {
    await login('trainer@ajar.local', 'wrong-password');
    await login('trainer@ajar.local', 'wrong-password');
    expect((await login('trainer@ajar.local', 'wrong-password')).status).toBe(429);
    expect(await lastEvent('sign_in_rate_limited')).toMatchObject({
      ip: IP,
      detail: { email: 'trainer@ajar.local', scope: 'ip_email' },
    });
  });

  it('records 401 and 403 answers of the guard', async () => {
    await h.app.request('/v1/auth/me', bearer('not-a-token', { 'x-test-ip': IP }));
    expect(await lastEvent('unauthorized')).toMatchObject({
      user_id: null,
      ip: IP,
      detail: { method: 'GET', path: '/v1/auth/me', code: 'unauthorized' },
    });
    const member = await h.login('member@ajar.local');
    expect((await putTheme(member, '#123456')).status).toBe(403);
    expect(await lastEvent('forbidden')).toMatchObject({
      ...(await ids('member@ajar.local')),
      detail: { method: 'PUT', path: '/v1/company/theme', code: 'forbidden' },
    });
  });

  it('records brand colour changes with who made them', async () => {
    const admin = await h.login('admin@nusantara.local');
    expect((await putTheme(admin, '#0b6e4f')).status).toBe(200);
    expect(await lastEvent('theme_changed')).toEqual({
      kind: 'theme_changed',
      ...(await ids('admin@nusantara.local')),
      ip: IP,
      detail: { primaryColor: '#0B6E4F' },
    });
  });

  // PostgreSQL's jsonb refuses U+0000: unless the log cleans it, the attacker's event vanishes.
  it('keeps a failed sign-in whose email holds a NUL byte, answered as any bad email', async () => {
    const res = await login('member\u0000@ajar.local', 'wrong-password');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid');
    expect(await lastEvent('sign_in_failed')).toEqual({
      kind: 'sign_in_failed',
      company_id: null,
      user_id: null,
      ip: IP,
      detail: { email: 'member\\u0000@ajar.local', reason: 'invalid_input', field: 'email' },
    });
  });

  it('keeps a refused request whose path holds a NUL byte', async () => {
    expect((await h.app.request('/v1/devices/%00x', { headers: { 'x-test-ip': IP } })).status).toBe(
      401,
    );
    expect(await lastEvent('unauthorized')).toMatchObject({
      detail: { method: 'GET', path: '/v1/devices/\\u0000x', code: 'unauthorized' },
    });
  });

  it('stores control characters readably and cuts long text', async () => {
    const errors: unknown[] = [];
    await securityLog(h.database.db, { onError: (e) => errors.push(e) }).record({
      kind: 'forbidden',
      ip: '10.0.0.1\u0000',
      detail: {
        path: `\u0000\u001b[31m\u007f\uD800${'é'.repeat(500)}`,
        nested: { 'k\u0000': ['\u0000'] },
      },
    });
    expect(errors).toEqual([]);
    const event = await lastEvent('forbidden');
    expect(event?.ip).toBe('10.0.0.1\\u0000');
    const { path, nested } = event?.detail as { path: string; nested: unknown };
    expect(path.startsWith('\\u0000\\u001b[31m\\u007f\uFFFDéé')).toBe(true);
    expect(path).toHaveLength(MAX_DETAIL_TEXT + 1);
    expect(path.endsWith('é…')).toBe(true);
    expect(nested).toEqual({ 'k\\u0000': ['\\u0000'] });
  });

  it('never fails a request when the log cannot be written', async () => {
    const admin = await h.login('admin@ajar.local');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await sql`drop table security_events`.execute(h.database.db);
      expect((await login('member@ajar.local', 'wrong-password')).status).toBe(400);
      expect((await putTheme(admin, '#224466')).status).toBe(200);
      expect((await h.app.request('/v1/auth/me')).status).toBe(401);
      expect(logged).toHaveBeenCalledWith(
        'security log: could not record an event',
        expect.anything(),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
