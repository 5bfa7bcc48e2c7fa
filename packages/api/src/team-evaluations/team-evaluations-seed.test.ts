import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationRecap, TeamEvaluation } from '../contract/team-evaluations';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

async function call<T>(email: string, path: string, status = 200) {
  const res = await request(h.app, 'GET', `/v1${path}`, { token: await h.login(email) });
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}
const idOf = async (email: string) =>
  (
    await h.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

describe('the seeded behaviour evaluations', () => {
  it('Rina evaluated Yoga after his certification: 75 of 100, with the company form', async () => {
    const yoga = await idOf('member2@ajar.local');
    const recap = await call<EvaluationRecap>(
      'member@ajar.local',
      `/team-evaluations/members/${yoga}`,
    );
    expect(recap.forms.map((f) => [f.title.id, f.title.en, f.statementCount])).toEqual([
      ['Evaluasi Perilaku Pasca Pelatihan', 'Post-training behaviour evaluation', 5],
    ]);
    expect(recap.items.map((e) => [e.evaluator.name, e.training.title.id, e.score])).toEqual([
      ['Rina Kusuma', 'Sertifikasi Penjualan Konsultatif', 75],
    ]);
    expect(recap.average).toBe(75);
    // His finished courses are still to evaluate; the certification is not.
    expect(recap.pending.length).toBeGreaterThan(0);
    expect(recap.pending.every((t) => t.kind === 'course')).toBe(true);

    const detail = await call<TeamEvaluation>(
      'member@ajar.local',
      `/team-evaluations/${recap.items[0]!.id}`,
    );
    expect(detail.ratings.map((r) => r.rating)).toEqual([4, 5, 4, 3, 4]);
    expect(detail.comment).toMatch(/kebutuhan klien/);
  }, 20_000);

  it('Putri has none yet; Yoga himself and HR read nothing of his', async () => {
    const [yoga, putri] = await Promise.all([
      idOf('member2@ajar.local'),
      idOf('member3@ajar.local'),
    ]);
    const recap = await call<EvaluationRecap>(
      'member@ajar.local',
      `/team-evaluations/members/${putri}`,
    );
    expect(recap).toMatchObject({ items: [], average: null });
    await call('member2@ajar.local', `/team-evaluations/members/${yoga}`, 404);
    // Rina's own supervisor does not read the evaluations of Rina's team.
    await call('admin@ajar.local', `/team-evaluations/members/${yoga}`, 404);
  });
});
