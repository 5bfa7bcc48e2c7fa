import { expect } from 'vitest';
import { newCompany, newPerson } from '../points/test-fixtures';
import { request, type Learner } from '../quiz/test-fixtures';
import type { Harness } from '../testing/harness';

/**
 * What the team domains' tests share: calling the API as one person with the status the test
 * expects, the refusal's code, and who reports to whom. `harness` is read on use, as the test
 * file creates it in `beforeAll`.
 */
export function teamTestKit(harness: () => Harness) {
  const db = () => harness().database.db;

  async function call<T>(who: Learner, method: string, path: string, body?: unknown, status = 200) {
    const res = await request(harness().app, method, `/v1${path}`, { token: who.token, body });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  }

  const refusal = async (
    who: Learner,
    method: string,
    path: string,
    body: unknown,
    status: number,
  ) =>
    (await call<{ error: { code: string; field?: string } }>(who, method, path, body, status))
      .error;

  async function reportsTo(supervisor: Learner, ...people: Learner[]) {
    for (const person of people)
      await db()
        .updateTable('users')
        .set({ supervisor_id: supervisor.auth.userId })
        .where('id', '=', person.auth.userId)
        .execute();
  }

  /** Rina leads Yoga and Putri; Budi leads Rina; Dedi is a peer with a report of his own. */
  async function orgChart() {
    const h = harness();
    const company = await newCompany(db());
    const budi = await newPerson(h, company, { name: 'Budi Kepala' });
    const rina = await newPerson(h, company, { name: 'Rina Atasan' });
    const yoga = await newPerson(h, company, { name: 'Yoga Anggota' });
    const putri = await newPerson(h, company, { name: 'Putri Anggota' });
    const dedi = await newPerson(h, company, { name: 'Dedi Rekan' });
    const sari = await newPerson(h, company, { name: 'Sari Anggota Dedi' });
    await reportsTo(budi, rina);
    await reportsTo(rina, yoga, putri);
    await reportsTo(dedi, sari);
    return { company, budi, rina, yoga, putri, dedi, sari };
  }

  return { call, refusal, reportsTo, orgChart };
}
