import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsychotestAttempt, PsychotestOverview } from '../contract/psychotests';
import { ROLE } from '../contract/roles';
import { newCompany, newPerson } from '../points/test-fixtures';
import { request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { BIG_FIVE_ITEMS } from './instruments/ipip-bfm-50';
import { RIASEC_ITEMS } from './instruments/riasec-markers';
import { startPsychotest } from './psychotests.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const DAY_MS = 86_400_000;
const at = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
  const res = await request(h.app, method, `/v1/psychotests${path}`, { token: who.token, body });
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}
const start = (who: Learner, instrument = 'big-five', status = 201) =>
  call<PsychotestAttempt>(who, 'POST', `/${instrument}/attempts`, { consent: true }, status);
const answer = (who: Learner, id: number, n: number, value: string, answeredAt = at()) =>
  request(h.app, 'PUT', `/v1/psychotests/attempts/${id}/answers/${n}`, {
    token: who.token,
    body: { value, answeredAt },
  });
const all = (items: readonly { n: number }[], value: (n: number) => string) =>
  items.map((i) => ({ questionId: i.n, value: value(i.n), answeredAt: at() }));

async function people() {
  const company = await newCompany(db());
  const supervisor = await newPerson(h, company, { name: 'Bu Atasan' });
  const person = await newPerson(h, company, { name: 'Putri Uji' });
  await db()
    .updateTable('users')
    .set({ supervisor_id: supervisor.auth.userId })
    .where('id', '=', person.auth.userId)
    .execute();
  return { company, supervisor, person };
}

describe('psychotests', () => {
  it('start after consent, keep every answer for a reload, and resume the same attempt', async () => {
    const { person } = await people();
    const refused = await request(h.app, 'POST', '/v1/psychotests/big-five/attempts', {
      token: person.token,
      body: {},
    });
    expect(refused.status).toBe(400);
    const attempt = await start(person);
    expect(attempt).toMatchObject({ status: 'open', answers: {}, result: null });
    expect(attempt.items).toHaveLength(50);
    expect(attempt.scale).toHaveLength(5);

    expect((await answer(person, attempt.id, 1, '4')).status).toBe(200);
    expect((await answer(person, attempt.id, 2, '2')).status).toBe(200);
    // A retry of an older answer arriving late changes nothing.
    const late = await answer(person, attempt.id, 1, '1', at(-60_000));
    expect(((await late.json()) as { applied: boolean }).applied).toBe(false);
    expect((await answer(person, attempt.id, 3, '6')).status).toBe(400);
    expect((await answer(person, attempt.id, 51, '3')).status).toBe(404);

    const resumed = await start(person, 'big-five', 200);
    expect(resumed.id).toBe(attempt.id);
    expect(resumed.answers).toEqual({ 1: '4', 2: '2' });
    const overview = await call<PsychotestOverview>(person, 'GET', '');
    expect(overview.tests.find((t) => t.id === 'big-five')?.openAttempt).toEqual({
      id: attempt.id,
      answered: 2,
    });
    expect(overview.supervisor).toBe('Bu Atasan');
    // The first request of the file builds the OpenAPI document the answers are checked by.
  }, 20_000);

  it('scores the Big Five only when complete, reverse keys counted, and once', async () => {
    const { person } = await people();
    const attempt = await start(person);
    const incomplete = await request(
      h.app,
      'POST',
      `/v1/psychotests/attempts/${attempt.id}/submit`,
      {
        token: person.token,
        body: { answers: all(BIG_FIVE_ITEMS.slice(0, 48), () => '5') },
      },
    );
    expect(incomplete.status).toBe(409);
    expect(((await incomplete.json()) as { error: { code: string } }).error.code).toBe(
      'psychotest_incomplete',
    );
    // Agreeing with every statement: the reverse-keyed ones count 1, so no domain is high.
    const done = await call<PsychotestAttempt>(person, 'POST', `/attempts/${attempt.id}/submit`, {
      answers: all(BIG_FIVE_ITEMS, () => '5'),
    });
    expect(done.status).toBe('done');
    const extraversion = done.result!.scales.find((s) => s.key === 'extraversion')!;
    // IPIP: five of the ten extraversion items are reverse keyed: 5 x 5 + 5 x 1.
    expect(extraversion).toMatchObject({ raw: 30, min: 10, max: 50, band: 'middle' });
    expect(done.result!.scales.map((s) => s.key)).toEqual([
      'extraversion',
      'agreeableness',
      'conscientiousness',
      'emotionalStability',
      'intellect',
    ]);
    expect(done.result!.quality).toContain('sameResponseRun');
    const again = await call<PsychotestAttempt>(person, 'POST', `/attempts/${attempt.id}/submit`, {
      answers: [],
    });
    expect(again.result).toEqual(done.result);
    expect((await answer(person, attempt.id, 1, '1')).status).toBe(409);

    const overview = await call<PsychotestOverview>(person, 'GET', '');
    expect(overview.history[0]).toMatchObject({ attemptId: attempt.id, instrument: 'big-five' });
  });

  it('names the three strongest interests as a Holland code', async () => {
    const { person } = await people();
    const attempt = await start(person, 'riasec');
    const like: Record<string, string> = { S: '5', A: '4', E: '3', R: '1', I: '2', C: '1' };
    const done = await call<PsychotestAttempt>(person, 'POST', `/attempts/${attempt.id}/submit`, {
      answers: RIASEC_ITEMS.map((i) => ({
        questionId: i.n,
        value: like[i.type]!,
        answeredAt: at(),
      })),
    });
    expect(done.result).toMatchObject({ code: 'SAE', codeIsTied: false });
    const overview = await call<PsychotestOverview>(person, 'GET', '');
    expect(overview.history[0]!.headline.id).toBe('Kode Holland: SAE');
  });

  it('is taken again only after the retake interval', async () => {
    const { person } = await people();
    const attempt = await start(person);
    await call(person, 'POST', `/attempts/${attempt.id}/submit`, {
      answers: all(BIG_FIVE_ITEMS, (n) => String((n % 5) + 1)),
    });
    const soon = await request(h.app, 'POST', '/v1/psychotests/big-five/attempts', {
      token: person.token,
      body: { consent: true },
    });
    expect(soon.status).toBe(409);
    expect(((await soon.json()) as { error: { code: string } }).error.code).toBe(
      'psychotest_too_soon',
    );
    const overview = await call<PsychotestOverview>(person, 'GET', '');
    expect(overview.tests.find((t) => t.id === 'big-five')?.nextAvailableAt).not.toBeNull();
    const later = await startPsychotest(
      db(),
      person.auth,
      'big-five',
      new Date(Date.now() + 181 * DAY_MS),
    );
    expect(later.created).toBe(true);
  });

  it('keeps a result private unless the person shares it with their own supervisor', async () => {
    const { company, supervisor, person } = await people();
    const colleague = await newPerson(h, company);
    const admin = await newPerson(h, company, { role: ROLE.admin });
    const attempt = await start(person);
    const open = await request(h.app, 'PUT', `/v1/psychotests/attempts/${attempt.id}/sharing`, {
      token: person.token,
      body: { sharedWithSupervisor: true },
    });
    expect(open.status).toBe(409);
    await call(person, 'POST', `/attempts/${attempt.id}/submit`, {
      answers: all(BIG_FIVE_ITEMS, (n) => String((n % 5) + 1)),
    });
    const read = (who: Learner) =>
      request(h.app, 'GET', `/v1/psychotests/attempts/${attempt.id}`, { token: who.token });
    for (const who of [supervisor, colleague, admin]) expect((await read(who)).status).toBe(404);
    expect((await answer(colleague, attempt.id, 1, '3')).status).toBe(404);

    await call(person, 'PUT', `/attempts/${attempt.id}/sharing`, { sharedWithSupervisor: true });
    const shared = (await (await read(supervisor)).json()) as PsychotestAttempt;
    expect(shared).toMatchObject({ sharedBy: 'Putri Uji', answers: {}, items: [] });
    expect(shared.result!.scales).toHaveLength(5);
    for (const who of [colleague, admin]) expect((await read(who)).status).toBe(404);
    const notMine = await request(h.app, 'PUT', `/v1/psychotests/attempts/${attempt.id}/sharing`, {
      token: supervisor.token,
      body: { sharedWithSupervisor: false },
    });
    expect(notMine.status).toBe(404);

    await call(person, 'PUT', `/attempts/${attempt.id}/sharing`, { sharedWithSupervisor: false });
    expect((await read(supervisor)).status).toBe(404);

    const partner = await newPerson(h, company, { role: ROLE.partner });
    expect((await request(h.app, 'GET', '/v1/psychotests', { token: partner.token })).status).toBe(
      403,
    );
  });
});
