import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS_PER_WINDOW } from '../contract/limits';
import { securityLog } from './security-log';
import { bearer, createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const eventsFrom = (ip: string) =>
  h.database.db
    .selectFrom('security_events')
    .select(['kind', 'detail'])
    .where('ip', '=', ip)
    .orderBy('id')
    .execute();

describe('security event log under a flood', () => {
  it('writes at most the cap per address and kind, and still logs another address', async () => {
    const flood = '198.51.100.7';
    for (let i = 0; i < 1000; i++) {
      const res = await h.app.request('/v1/auth/me', bearer('not-a-token', { 'x-test-ip': flood }));
      expect(res.status).toBe(401);
    }
    const written = await eventsFrom(flood);
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(SECURITY_EVENTS_PER_WINDOW + 1);

    const other = '198.51.100.8';
    await h.app.request('/v1/auth/me', bearer('not-a-token', { 'x-test-ip': other }));
    expect(await eventsFrom(other)).toMatchObject([{ kind: 'unauthorized' }]);
  });

  it('writes one summary with the count of dropped events when the window ends', async () => {
    let clock = 0;
    const log = securityLog(h.database.db, { perWindow: 3, windowMs: 1000, now: () => clock });
    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i++) await log.record({ kind: 'forbidden', ip });
    expect(await eventsFrom(ip)).toHaveLength(3);
    clock = 1000;
    await log.record({ kind: 'forbidden', ip });
    const events = await eventsFrom(ip);
    expect(events).toHaveLength(5);
    expect(events[3]).toMatchObject({ kind: 'forbidden', detail: { dropped: 7 } });
  });
});

describe('security event retention', () => {
  it('sweeps events older than the retention period', async () => {
    const ip = '198.51.100.10';
    const day = 86_400_000;
    await h.database.db
      .insertInto('security_events')
      .values([
        { kind: 'unauthorized', ip, detail: '{"age":"old"}', at: new Date(Date.now() - 91 * day) },
        {
          kind: 'unauthorized',
          ip,
          detail: '{"age":"recent"}',
          at: new Date(Date.now() - 89 * day),
        },
      ])
      .execute();
    await securityLog(h.database.db).record({ kind: 'forbidden', ip });
    expect((await eventsFrom(ip)).map((e) => e.detail)).toEqual([{ age: 'recent' }, {}]);
  });
});
