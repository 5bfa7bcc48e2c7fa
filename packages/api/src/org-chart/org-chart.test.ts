import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../contract/auth';
import type { OrgPeoplePage, OrgPerson } from '../contract/org-chart';
import { ROLE } from '../contract/roles';
import type { TeamOverview } from '../contract/team';
import { newCompany, newPerson } from '../points/test-fixtures';
import { request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;

async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
  const res = await request(h.app, method, `/v1${path}`, { token: who.token, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const errorOf = async (who: Learner, path: string, body: unknown, status: number) =>
  (await call<{ error: { code: string; field?: string } }>(who, 'PUT', path, body, status)).error;

const supervisorPath = (who: Learner) => `/org-chart/people/${who.auth.userId}/supervisor`;
const move = (admin: Learner, who: Learner, to: Learner | null, status = 200) =>
  call<OrgPerson>(
    admin,
    'PUT',
    supervisorPath(who),
    { supervisorId: to?.auth.userId ?? null },
    status,
  );

async function reportsTo(supervisor: Learner, ...people: Learner[]) {
  for (const person of people)
    await db()
      .updateTable('users')
      .set({ supervisor_id: supervisor.auth.userId })
      .where('id', '=', person.auth.userId)
      .execute();
}

const supervisorOf = async (who: Learner) =>
  (
    await db()
      .selectFrom('users')
      .select('supervisor_id')
      .where('id', '=', who.auth.userId)
      .executeTakeFirstOrThrow()
  ).supervisor_id;

const logOf = (who: Learner) =>
  db()
    .selectFrom('team_log')
    .select(['action', 'actor_id', 'facts'])
    .where('subject_id', '=', who.auth.userId)
    .where('action', '=', 'supervisor.changed')
    .orderBy('id')
    .execute();

/** Hana (HR) is the admin; Budi leads Rina; Rina leads Yoga and Putri; Dedi leads Sari. */
async function people() {
  const company = await newCompany(db());
  const hana = await newPerson(h, company, { name: 'Hana SDM', role: ROLE.admin });
  const budi = await newPerson(h, company, { name: 'Budi Kepala' });
  const rina = await newPerson(h, company, { name: 'Rina Atasan' });
  const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
  const putri = await newPerson(h, company, { name: 'Putri Anggota' });
  const dedi = await newPerson(h, company, { name: 'Dedi Rekan' });
  const sari = await newPerson(h, company, { name: 'Sari Anggota Dedi' });
  await reportsTo(budi, rina);
  await reportsTo(rina, yoga, putri);
  await reportsTo(dedi, sari);
  return { company, hana, budi, rina, yoga, putri, dedi, sari };
}

describe('who may keep the org chart', () => {
  it('is for company admins and superadmins: members, trainers and partners get 403', async () => {
    const { company, hana, rina, yoga } = await people();
    const trainer = await newPerson(h, company, { role: ROLE.trainer });
    const partner = await newPerson(h, company, { role: ROLE.partner });
    const superadmin = await newPerson(h, company, { role: ROLE.superadmin });
    for (const who of [rina, trainer, partner]) {
      await call(who, 'GET', '/org-chart/people', undefined, 403);
      await move(who, yoga, null, 403);
    }
    const signedOut = { ...hana, token: '' };
    await call(signedOut, 'GET', '/org-chart/people', undefined, 401);
    await move(signedOut, yoga, null, 401);
    expect(await supervisorOf(yoga)).toBe(rina.auth.userId);

    const page = await call<OrgPeoplePage>(superadmin, 'GET', '/org-chart/people');
    expect(page.total).toBe(10);
    expect((await move(superadmin, yoga, null)).supervisor).toBeNull();
  });

  it('answers 404 for another company’s person or supervisor, and changes nothing', async () => {
    const { hana, rina, yoga } = await people();
    const other = await people();
    expect(await errorOf(hana, supervisorPath(other.yoga), { supervisorId: null }, 404)).toEqual(
      expect.objectContaining({ code: 'not_found', field: 'person' }),
    );
    expect(
      await errorOf(hana, supervisorPath(yoga), { supervisorId: other.rina.auth.userId }, 404),
    ).toEqual(expect.objectContaining({ code: 'not_found', field: 'supervisorId' }));
    // Another company's person as their own "supervisor": still theirs, still 404.
    await move(hana, other.rina, other.rina, 404);
    expect(await supervisorOf(yoga)).toBe(rina.auth.userId);
    expect(await supervisorOf(other.yoga)).toBe(other.rina.auth.userId);
    expect(await logOf(yoga)).toEqual([]);
  });
});

describe('the people of my company', () => {
  it('lists my company only, by name, with supervisor and number of direct reports', async () => {
    const { hana, budi, rina, yoga, putri } = await people();
    await people();
    const page = await call<OrgPeoplePage>(hana, 'GET', '/org-chart/people?pageSize=50');
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 7, totalPages: 1 });
    expect(page.items.map((p) => p.name)).toEqual([
      'Budi Kepala',
      'Dedi Rekan',
      'Hana SDM',
      'Putri Anggota',
      'Rina Atasan',
      'Sari Anggota Dedi',
      'Yoga Anggota',
    ]);
    const byId = new Map(page.items.map((p) => [p.id, p]));
    expect(byId.get(rina.auth.userId)).toEqual({
      id: rina.auth.userId,
      name: 'Rina Atasan',
      email: expect.stringContaining('@test.local'),
      role: ROLE.member,
      supervisor: { id: budi.auth.userId, name: 'Budi Kepala' },
      directReports: 2,
    });
    expect(byId.get(putri.auth.userId)).toMatchObject({ directReports: 0 });
    expect(byId.get(hana.auth.userId)).toMatchObject({ role: ROLE.admin, supervisor: null });
    expect(byId.get(yoga.auth.userId)?.supervisor?.name).toBe('Rina Atasan');
  });

  it('searches name and email in any case, wildcards matching themselves, and pages', async () => {
    const { company, hana, rina, yoga, putri } = await people();
    await newPerson(h, company, { name: 'Wati 100% Hadir' });
    await newPerson(h, company, { name: 'Joko_Susilo' });
    const search = async (q: string, extra = '') =>
      call<OrgPeoplePage>(hana, 'GET', `/org-chart/people?q=${encodeURIComponent(q)}${extra}`);

    expect((await search('anggota')).items.map((p) => p.name)).toEqual([
      'Putri Anggota',
      'Sari Anggota Dedi',
      'Yoga Anggota',
    ]);
    expect((await search('RINA')).items.map((p) => p.id)).toEqual([rina.auth.userId]);
    const email = (await search('Putri')).items[0]!.email;
    expect((await search(email.toUpperCase())).items.map((p) => p.id)).toEqual([putri.auth.userId]);
    expect((await search('%')).items.map((p) => p.name)).toEqual(['Wati 100% Hadir']);
    expect((await search('_')).items.map((p) => p.name)).toEqual(['Joko_Susilo']);
    expect((await search('zzz')).total).toBe(0);

    // Everyone's email is at test.local; the dot matches only a dot.
    expect((await search('test_local')).total).toBe(0);
    const second = await search('test.local', '&page=2&pageSize=3');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 9, totalPages: 3 });
    expect(second.items.map((p) => p.name)).toEqual([
      'Joko_Susilo',
      'Putri Anggota',
      'Rina Atasan',
    ]);
    expect((await search('Anggota', '&page=2&pageSize=3')).items).toEqual([]);
    expect(yoga.auth.companyId).toBe(company);
  });
});

describe('setting a supervisor', () => {
  it('moves Putri from Rina to Dedi: their teams and team sizes follow, and it is logged', async () => {
    const { hana, rina, putri, dedi } = await people();
    const teamOf = async (who: Learner) =>
      (await call<TeamOverview>(who, 'GET', '/team')).members.map((m) => m.id);
    const sizeOf = async (who: Learner) => (await call<Me>(who, 'GET', '/auth/me')).teamSize;
    expect(await teamOf(rina)).toContain(putri.auth.userId);
    expect([await sizeOf(rina), await sizeOf(dedi)]).toEqual([2, 1]);

    const moved = await move(hana, putri, dedi);
    expect(moved).toMatchObject({
      id: putri.auth.userId,
      supervisor: { id: dedi.auth.userId, name: 'Dedi Rekan' },
    });
    expect(await teamOf(rina)).not.toContain(putri.auth.userId);
    expect(await teamOf(dedi)).toContain(putri.auth.userId);
    expect([await sizeOf(rina), await sizeOf(dedi)]).toEqual([1, 2]);
    await call(rina, 'GET', `/team/members/${putri.auth.userId}`, undefined, 404);
    await call(dedi, 'GET', `/team/members/${putri.auth.userId}`);

    expect(await logOf(putri)).toEqual([
      {
        action: 'supervisor.changed',
        actor_id: hana.auth.userId,
        facts: { from: rina.auth.userId, to: dedi.auth.userId },
      },
    ]);
    // The same supervisor again changes nothing and logs nothing.
    expect((await move(hana, putri, dedi)).supervisor?.id).toBe(dedi.auth.userId);
    expect(await logOf(putri)).toHaveLength(1);
    // Nor does the person's page list it: it is not a change to their learning.
    const detail = await call<{ log: unknown[] }>(
      dedi,
      'GET',
      `/team/members/${putri.auth.userId}`,
    );
    expect(detail.log).toEqual([]);
  });

  it('clears a supervisor to none, logged, and none again is a no-op', async () => {
    const { hana, rina, yoga } = await people();
    expect((await move(hana, yoga, null)).supervisor).toBeNull();
    expect(await supervisorOf(yoga)).toBeNull();
    expect((await move(hana, yoga, null)).supervisor).toBeNull();
    expect((await logOf(yoga)).map((l) => l.facts)).toEqual([{ from: rina.auth.userId, to: null }]);
    // The admin may give themselves a supervisor too.
    expect((await move(hana, hana, rina)).supervisor?.id).toBe(rina.auth.userId);
  });

  it('refuses the person as their own supervisor, and any of their reports at any depth', async () => {
    const { hana, budi, rina, yoga, dedi } = await people();
    const wati = await newPerson(h, hana.auth.companyId, { name: 'Wati Magang' });
    await reportsTo(yoga, wati);
    expect(
      await errorOf(hana, supervisorPath(rina), { supervisorId: rina.auth.userId }, 422),
    ).toEqual(expect.objectContaining({ code: 'self_supervisor', field: 'supervisorId' }));
    // Depth 1: Yoga reports to Rina.
    expect(
      await errorOf(hana, supervisorPath(rina), { supervisorId: yoga.auth.userId }, 422),
    ).toEqual(expect.objectContaining({ code: 'supervisor_loop', field: 'supervisorId' }));
    // Depth 3: Wati reports to Yoga, who reports to Rina, who reports to Budi.
    const loop = await call<{ error: { message: string } }>(
      hana,
      'PUT',
      supervisorPath(budi),
      { supervisorId: wati.auth.userId },
      422,
    );
    expect(loop.error.message).toMatch(/berputar/);
    expect(await supervisorOf(budi)).toBeNull();
    expect(await supervisorOf(rina)).toBe(budi.auth.userId);
    expect(await logOf(budi)).toEqual([]);
    // Sideways is no loop: Rina may report to Dedi, and Budi to Wati once Rina's tree left him.
    await move(hana, rina, dedi);
    expect((await move(hana, budi, wati)).supervisor?.id).toBe(wati.auth.userId);
  });

  it('ends the loop check on a circle already in the data', async () => {
    const { hana, yoga, putri, sari } = await people();
    await reportsTo(yoga, putri);
    await reportsTo(putri, yoga);
    expect((await move(hana, sari, yoga)).supervisor?.id).toBe(yoga.auth.userId);
  });

  it('keeps partner accounts out of the chart on either side', async () => {
    const { company, hana, rina } = await people();
    const partner = await newPerson(h, company, { name: 'Mitra Penjual', role: ROLE.partner });
    expect(
      await errorOf(hana, supervisorPath(partner), { supervisorId: rina.auth.userId }, 422),
    ).toEqual(expect.objectContaining({ code: 'partner_account', field: 'id' }));
    expect(
      await errorOf(hana, supervisorPath(rina), { supervisorId: partner.auth.userId }, 422),
    ).toEqual(expect.objectContaining({ code: 'partner_account', field: 'supervisorId' }));
    // Giving a partner no supervisor only states what is so.
    expect((await move(hana, partner, null)).supervisor).toBeNull();
  });

  it('lets two admins at once close no circle: one of each crossing pair is refused', async () => {
    const { company, hana } = await people();
    const irma = await newPerson(h, company, { name: 'Irma SDM', role: ROLE.admin });
    // Several crossing pairs at once, so that without the company's lock a pair of checks
    // would all but surely run before either change is committed.
    const pairs = await Promise.all(
      [1, 2, 3, 4].map(async () => [await newPerson(h, company), await newPerson(h, company)]),
    );
    const put = (admin: Learner, who: Learner, to: Learner) =>
      request(h.app, 'PUT', `/v1${supervisorPath(who)}`, {
        token: admin.token,
        body: { supervisorId: to.auth.userId },
      });
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [put(hana, a!, b!), put(irma, b!, a!)]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const [one, two] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([one.status, two.status].sort()).toEqual([200, 422]);
      const refused = one.status === 422 ? one : two;
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'supervisor_loop',
      );
      const [a, b] = pairs[i]!;
      const ups = [await supervisorOf(a!), await supervisorOf(b!)];
      expect(ups.filter((up) => up !== null)).toHaveLength(1);
    }
  });
});
