import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimiter, type LoginRules } from './rate-limit';
import type { TokenResponse } from '../contract/auth';
import { createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';

// Small limits and a clock the test moves: windows pass without waiting for them.
const RULES: LoginRules = {
  ip_email: { limit: 1000, windowMs: 60_000 },
  ip: { limit: 5, windowMs: 15 * 60_000 },
  account: { limit: 3, windowMs: 60_000, maxWindowMs: 8 * 60_000 },
  device: { limit: 3, windowMs: 60_000, maxWindowMs: 8 * 60_000 },
};
let now = Date.parse('2026-01-05T02:00:00Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limiter: (d) => loginLimiter(d.db, RULES, () => now) });
});
afterAll(() => h.close());

const login = (email: string, password: string, ip: string, deviceToken?: string) =>
  h.app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-ip': ip },
    body: JSON.stringify({ email, password, deviceToken }),
  });
/** Signs in and answers the device token this browser is given for the account. */
const deviceTokenOf = async (email: string, ip: string) => {
  const res = await login(email, DEMO_PASSWORD, ip);
  expect(res.status).toBe(200);
  return ((await res.json()) as TokenResponse).deviceToken;
};
const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));

describe('sign-in limits', () => {
  it('stops one address spraying a password over many emails', async () => {
    // Successful sign-ins are not counted: a whole office behind one address can sign in.
    for (let i = 0; i < 8; i += 1)
      expect((await login('member3@ajar.local', DEMO_PASSWORD, '198.51.100.1')).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await login(`sprayed${i}@ajar.local`, 'Password123', '198.51.100.1')).status).toBe(
        400,
      );
    const blocked = await login('sprayed5@ajar.local', 'Password123', '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(15 * 60);
    // Even the right password for a real account waits, from that address only.
    expect((await login('member3@ajar.local', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
    expect((await login('member3@ajar.local', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
  }, 60_000);

  it('stops many addresses guessing one account, each wait longer than the last', async () => {
    const email = 'member4@ajar.local';
    let ip = 0;
    const guess = () => login(email, 'not-the-password', `203.0.113.${(ip += 1)}`);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(400);
      const blocked = await guess();
      expect(blocked.status).toBe(429);
      waits.push(retryAfter(blocked));
      // The owner, from a new address and with the right password, waits too.
      expect((await login(email, DEMO_PASSWORD, '192.0.2.77')).status).toBe(429);
      now += waits.at(-1)! * 1000;
    }
    expect(waits).toEqual([60, 120, 240]);
    // The wait over, the owner signs in, which ends the back-off for the next mistake.
    expect((await login(email, DEMO_PASSWORD, '192.0.2.77')).status).toBe(200);
  }, 60_000);

  it('keeps counting when the sign-in is retried in a burst', async () => {
    const email = 'trainer2@ajar.local';
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, 'not-the-password', `192.0.2.${i + 1}`)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  }, 60_000);

  it('lets the owner’s browser in while strangers keep the account locked', async () => {
    const email = 'admin@ajar.local';
    const mine = await deviceTokenOf(email, '192.0.2.200');
    const someoneElses = await deviceTokenOf('member2@ajar.local', '192.0.2.201');
    for (let i = 0; i < 3; i += 1)
      expect((await login(email, 'not-the-password', `203.0.113.${100 + i}`)).status).toBe(400);
    expect((await login(email, 'not-the-password', '203.0.113.110')).status).toBe(429);

    // Without a device token, or with one of another account or a forged one: locked out.
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200', someoneElses)).status).toBe(429);
    // Another account's device token rewritten to name this account: its signature fails.
    const [version, , id, signature] = someoneElses.split('.');
    const forged = [version, mine.split('.')[1], id, signature].join('.');
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200', forged)).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200', `${mine}x`)).status).toBe(429);

    // With the device token this browser was given, the owner signs in, and gets a new one.
    const res = await login(email, DEMO_PASSWORD, '192.0.2.200', mine);
    expect(res.status).toBe(200);
    const next = ((await res.json()) as TokenResponse).deviceToken;
    expect(next).not.toBe(mine);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.200', next)).status).toBe(200);
    // Strangers are still held.
    expect((await login(email, DEMO_PASSWORD, '203.0.113.111')).status).toBe(429);
  }, 60_000);

  it('gives a device token its own failure limit, which the account does not share', async () => {
    const email = 'trainer3@ajar.local';
    const mine = await deviceTokenOf(email, '192.0.2.210');
    for (let i = 0; i < 3; i += 1)
      expect((await login(email, 'not-the-password', '192.0.2.210', mine)).status).toBe(400);
    const blocked = await login(email, 'not-the-password', '192.0.2.210', mine);
    expect(blocked.status).toBe(429);
    expect(retryAfter(blocked)).toBe(60);
    // That device token is refused for the window, even with the right password...
    expect((await login(email, DEMO_PASSWORD, '192.0.2.210', mine)).status).toBe(429);
    // ...while the account was never counted: elsewhere the owner signs in as usual.
    expect((await login(email, DEMO_PASSWORD, '192.0.2.211')).status).toBe(200);
  }, 60_000);

  it('counts the addresses of one IPv6 /64 network as one client', async () => {
    const spray = (i: number, ip: string) => login(`v6-sprayed${i}@ajar.local`, 'Password123', ip);
    for (let i = 0; i < 5; i += 1)
      expect((await spray(i, `2001:db8:7:1::${i + 1}`)).status).toBe(400);
    const blocked = await spray(5, '2001:db8:7:1:ffff:1234:5678:9abc');
    expect(blocked.status).toBe(429);
    // Another /64 is another client.
    expect((await spray(6, '2001:db8:7:2::1')).status).toBe(400);
    // IPv4 addresses, mapped into IPv6 or not, each count alone.
    for (let i = 0; i < 5; i += 1)
      expect((await spray(10 + i, '::ffff:198.51.100.50')).status).toBe(400);
    expect((await spray(15, '198.51.100.50')).status).toBe(429);
    expect((await spray(16, '::ffff:198.51.100.51')).status).toBe(400);
  }, 60_000);
});
