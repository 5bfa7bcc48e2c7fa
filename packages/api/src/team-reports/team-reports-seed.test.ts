import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamCourseList, TeamDashboard } from '../contract/team-reports';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

async function read<T>(email: string, path: string, status = 200) {
  const res = await request(h.app, 'GET', `/v1/team-reports${path}`, {
    token: await h.login(email),
  });
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

describe('the seeded team reports', () => {
  it("shows Rina her team's courses, Yoga's overdue safety course among them", async () => {
    const courses = await read<TeamCourseList>('member@ajar.local', '/courses');
    expect(courses.items.length).toBeGreaterThan(0);
    expect(courses.items[0]!.states.overdue).toBeGreaterThanOrEqual(1);
  }, 20_000);

  it("gives the HR manager Rina's people through her, and what waits for each approver", async () => {
    const hr = await read<TeamDashboard>('admin@ajar.local', '/dashboard');
    const line = (name: string) => hr.people.find((p) => p.name === name);
    expect(line('Rina Kusuma')).toMatchObject({ depth: 1 });
    expect(line('Andi Saputra')).toMatchObject({ depth: 1 });
    expect(line('Yoga Pratama')).toMatchObject({ depth: 2, reportsTo: { name: 'Rina Kusuma' } });
    expect(line('Putri Ramadhani')).toMatchObject({ depth: 2, reportsTo: { name: 'Rina Kusuma' } });
    // Yoga's request, forwarded to HR by Rina.
    expect(hr.cards.pendingRequests).toBeGreaterThanOrEqual(1);

    const rina = await read<TeamDashboard>('member@ajar.local', '/dashboard');
    expect(rina.people.map((p) => p.name).sort()).toEqual(['Putri Ramadhani', 'Yoga Pratama']);
    // Putri's external training request and her workshop record wait for Rina.
    expect(rina.cards).toMatchObject({ pendingRequests: 1, pendingRecords: 1 });
    expect(rina.hoursTarget).toBe(40);
  }, 20_000);

  it("shows another company's supervisor none of Ajar's people", async () => {
    const board = await read<TeamDashboard>('admin@nusantara.local', '/dashboard');
    expect(board.people.map((p) => p.name)).toEqual(['Wulan Sari']);
  }, 20_000);
});
