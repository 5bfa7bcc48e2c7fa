import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsychotestAttempt, PsychotestOverview } from '../contract/psychotests';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

const overviewOf = async (email: string) => {
  const res = await request(h.app, 'GET', '/v1/psychotests', { token: await h.login(email) });
  expect(res.status).toBe(200);
  return (await res.json()) as PsychotestOverview;
};

describe('the seeded psychotests', () => {
  it('give Rina two past results: the Big Five open to retake, RIASEC not yet', async () => {
    const rina = await overviewOf('member@ajar.local');
    expect(rina.history.map((h) => h.instrument)).toEqual(['riasec', 'big-five']);
    expect(rina.history[0]!.headline.id).toMatch(/^Kode Holland: [RIASEC]{3}$/);
    const next = Object.fromEntries(rina.tests.map((t) => [t.id, t.nextAvailableAt]));
    expect(next['big-five']).toBeNull();
    expect(next.riasec).not.toBeNull();
  }, 20_000);

  it('let Rina read the result Yoga shared with her, his supervisor; Putri has none yet', async () => {
    const yoga = await overviewOf('member2@ajar.local');
    const shared = yoga.history.find((h) => h.sharedWithSupervisor)!;
    const res = await request(h.app, 'GET', `/v1/psychotests/attempts/${shared.attemptId}`, {
      token: await h.login('member@ajar.local'),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PsychotestAttempt).sharedBy).toBe('Yoga Pratama');
    expect((await overviewOf('member3@ajar.local')).history).toEqual([]);
  });
});
