import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimiter, type LoginRules } from '../auth/rate-limit';
import { createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';

// Small limits and a clock the test moves: windows pass without waiting for them.
const RULES: LoginRules = {
  ip_email: { limit: 1000, windowMs: 60_000 },
  ip: { limit: 5, windowMs: 15 * 60_000 },
  account: { limit: 3, windowMs: 60_000, maxWindowMs: 8 * 60_000 },
};
let now = Date.parse('2026-01-05T02:00:00Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limiter: (d) => loginLimiter(d.db, RULES, () => now) });
});
afterAll(() => h.close());

const login = (email: string, password: string, ip: string) =>
  h.app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-ip': ip },
    body: JSON.stringify({ email, password }),
  });
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
});
