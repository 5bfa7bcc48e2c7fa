import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGE_ATTEMPTS_PER_WINDOW,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  TOKEN_TTL_SECONDS,
} from '../contract/limits';
import { jwtDecode } from '../testing/jwt';
import { bearer, createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const post = (path: string, token: string, body?: unknown, lang = 'id') =>
  h.app.request(`/v1/auth/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const me = (token: string) => h.app.request('/v1/auth/me', bearer(token));
const status = async (token: string) => (await me(token)).status;

describe('sign-out', () => {
  it('ends this session: its token is refused everywhere, the theme stream too', async () => {
    const token = await h.login('member@ajar.local');
    const other = await h.login('member@ajar.local');
    expect(await status(token)).toBe(200);
    expect((await post('logout', token)).status).toBe(204);
    expect(await status(token)).toBe(401);
    const stream = await h.app.request(`/v1/company/theme/events?access_token=${token}`);
    expect(stream.status).toBe(401);
    expect((await h.app.request('/v1/notifications', bearer(token))).status).toBe(401);
    expect((await post('renew', token)).status).toBe(401);
    // Another sign-in of the same user goes on.
    expect(await status(other)).toBe(200);
  });

  it('of all devices ends every session of the user, this one too, and no one else’s', async () => {
    const here = await h.login('trainer@ajar.local');
    const there = await h.login('trainer@ajar.local');
    const someoneElse = await h.login('admin@ajar.local');
    expect((await post('logout-all', here)).status).toBe(204);
    expect(await status(here)).toBe(401);
    expect(await status(there)).toBe(401);
    expect(await status(someoneElse)).toBe(200);
  });

  it('cannot end another user’s session, whatever the token names', async () => {
    const victim = await h.login('admin@ajar.local');
    const attacker = await h.login('member@ajar.local');
    // The attacker's own token carries their user id; a session id of someone else's is
    // looked up with the attacker's id, so it is theirs or nothing.
    const { sid } = jwtDecode(victim);
    const claims = jwtDecode(attacker);
    const forged = await h.tokens.issue({
      userId: Number(claims.sub),
      roleId: claims.RoleId as 2,
      companyId: claims.companyId,
      sessionId: sid,
    });
    expect(await status(forged)).toBe(401);
    expect((await post('logout', forged)).status).toBe(401);
    expect((await post('logout-all', attacker)).status).toBe(204);
    expect(await status(victim)).toBe(200);
  });
});

describe('renewal', () => {
  it('gives a new token of the same session while it is live, even once the token expired', async () => {
    const token = await h.login('member@ajar.local');
    const claims = jwtDecode(token);
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL_SECONDS);
    const expired = await h.tokens.issue(
      {
        userId: Number(claims.sub),
        roleId: claims.RoleId as 2,
        companyId: claims.companyId,
        sessionId: claims.sid,
      },
      Date.now() - (TOKEN_TTL_SECONDS + 60) * 1000,
    );
    const refused = await me(expired);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'token_expired' } });

    const res = await post('renew', expired);
    expect(res.status).toBe(200);
    const renewed = ((await res.json()) as { token: string }).token;
    expect(jwtDecode(renewed).sid).toBe(claims.sid);
    expect(await status(renewed)).toBe(200);
  });

  it('is refused after the session is revoked, past its idle limit or past its maximum age', async () => {
    const revoked = await h.login('member@ajar.local');
    await post('logout', revoked);
    expect((await post('renew', revoked)).status).toBe(401);

    const token = await h.login('member@ajar.local');
    const { sid, sub } = jwtDecode(token);
    const sessions = h.tokens.sessions!;
    const uid = Number(sub);
    const end = await sessions.renew(sid, uid, Date.now());
    expect(end).toBeGreaterThan(Date.now() + (SESSION_MAX_AGE_SECONDS - 60) * 1000);
    // Idle past the limit: over, though far from its maximum age.
    expect(
      await sessions.renew(sid, uid, Date.now() + (SESSION_IDLE_SECONDS + 60) * 1000),
    ).toBeNull();

    // Renewed every half idle limit, it still ends at its maximum age.
    const other = jwtDecode(await h.login('member@ajar.local'));
    let at = Date.now();
    const otherEnd = (await sessions.renew(other.sid, uid, at))!;
    while (at + SESSION_IDLE_SECONDS * 500 < otherEnd) {
      at += SESSION_IDLE_SECONDS * 500;
      expect(await sessions.renew(other.sid, uid, at)).toBe(otherEnd);
    }
    expect(await sessions.renew(other.sid, uid, otherEnd + 1000)).toBeNull();
  });

  it('never gives a token that outlives its session', async () => {
    const token = await h.login('member2@ajar.local');
    const claims = jwtDecode(token);
    const nearEnd = Date.now() + (SESSION_MAX_AGE_SECONDS - 60) * 1000;
    // Kept active all along (renewed every half idle limit), up to a minute before its end.
    for (let at = Date.now(); at < nearEnd; at += SESSION_IDLE_SECONDS * 500)
      await h.tokens.sessions!.renew(claims.sid, Number(claims.sub), at);
    const renewed = await h.tokens.renew(token, nearEnd);
    expect(renewed).not.toBeNull();
    expect(jwtDecode(renewed!).exp).toBeLessThanOrEqual(claims.iat + SESSION_MAX_AGE_SECONDS);
  });

  it('refuses a token without a session, a forged one and none', async () => {
    expect((await post('renew', 'not-a-token')).status).toBe(401);
    const res = await h.app.request('/v1/auth/renew', { method: 'POST' });
    expect(res.status).toBe(401);
  });
});

describe('changing the password', () => {
  const change = (token: string, body: Record<string, string>, lang = 'id') =>
    post('password', token, body, lang);

  it('says what is wrong with each field, in Indonesian and English', async () => {
    const token = await h.login('trainer2@ajar.local');
    const cases: [Record<string, string>, string, string, string][] = [
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        'newPassword',
        'Password minimal 8 angka',
        'Password must be at least 8 characters',
      ],
      [
        {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'long-enough',
          confirmPassword: 'other-one',
        },
        'confirmPassword',
        'Konfirmasi password baru tidak cocok',
        'Confirm new password does not match',
      ],
      [
        { currentPassword: '', newPassword: 'long-enough', confirmPassword: 'long-enough' },
        'currentPassword',
        'Password saat ini wajib diisi',
        'Current password is required',
      ],
    ];
    for (const [body, field, id, en] of cases) {
      for (const [lang, message] of [
        ['id', id],
        ['en', en],
      ] as const) {
        const res = await change(token, body, lang);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: { code: expect.any(String), field, message } });
      }
    }
  });

  it('refuses a wrong current password with "{field} salah" on that field', async () => {
    const token = await h.login('admin@ajar.local');
    const body = {
      currentPassword: 'not-the-password',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    };
    const id = await change(token, body);
    expect(id.status).toBe(400);
    expect(await id.json()).toEqual({
      error: {
        code: 'incorrect_password',
        field: 'currentPassword',
        message: 'Password saat ini salah',
      },
    });
    const en = await change(token, body, 'en');
    expect(await en.json()).toMatchObject({
      error: { field: 'currentPassword', message: 'Current password is incorrect' },
    });
    // Nothing changed: the old password still signs in.
    await h.login('admin@ajar.local', DEMO_PASSWORD);
  });

  it('keeps this session, ends every other one, and the new password signs in', async () => {
    const here = await h.login('member@ajar.local');
    const phone = await h.login('member@ajar.local');
    const bystander = await h.login('admin@ajar.local');
    const res = await change(here, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(res.status).toBe(204);
    expect(await status(here)).toBe(200);
    expect(await status(phone)).toBe(401);
    expect((await post('renew', phone)).status).toBe(401);
    expect(await status(bystander)).toBe(200);
    await expect(h.login('member@ajar.local', DEMO_PASSWORD)).rejects.toThrow(/400/);
    await h.login('member@ajar.local', 'a-new-password');
    const events = await h.database.db
      .selectFrom('security_events')
      .select(['kind', 'detail'])
      .where('kind', '=', 'password_changed')
      .execute();
    expect(events).toMatchObject([{ detail: { endedSessions: expect.any(Number) } }]);
    // Back, so the other tests sign in as before.
    expect(
      (
        await change(here, {
          currentPassword: 'a-new-password',
          newPassword: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(204);
  });

  it('is limited per user: past the limit, 429 with Retry-After, even with the right password', async () => {
    const token = await h.login('superadmin@ajar.local');
    const wrong = {
      currentPassword: 'wrong-guess',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    };
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPTS_PER_WINDOW; i++)
      expect((await change(token, wrong)).status).toBe(400);
    const refused = await change(token, { ...wrong, currentPassword: DEMO_PASSWORD }, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many attempts/) },
    });
    // Another user is not held by it.
    const other = await h.login('admin@ajar.local');
    expect((await change(other, wrong)).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const res = await h.app.request('/v1/auth/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: 'x',
        newPassword: 'yyyyyyyy',
        confirmPassword: 'yyyyyyyy',
      }),
    });
    expect(res.status).toBe(401);
  });
});
