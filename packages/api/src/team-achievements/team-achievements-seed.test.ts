import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAchievements, TeamAchievements } from '../contract/team-achievements';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

async function get(email: string, path: string) {
  return request(h.app, 'GET', `/v1/team/achievements${path}`, { token: await h.login(email) });
}
async function read<T>(email: string, path: string) {
  const res = await get(email, path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const RINA = 'member@ajar.local';
const HR = 'admin@ajar.local';

describe('the seeded org chart’s achievements', () => {
  it('Rina reads Yoga and Putri; the HR manager reads Rina and Andi, not Rina’s people', async () => {
    const rina = await read<TeamAchievements>(RINA, '?period=all');
    expect(rina.members.map((m) => m.name)).toEqual(['Putri Ramadhani', 'Yoga Pratama']);
    const hr = await read<TeamAchievements>(HR, '?period=all');
    expect(hr.members.map((m) => m.name)).toEqual(['Andi Saputra', 'Rina Kusuma']);

    const yoga = rina.members.find((m) => m.name === 'Yoga Pratama')!;
    const andi = hr.members.find((m) => m.name === 'Andi Saputra')!;
    const rinaRow = hr.members.find((m) => m.name === 'Rina Kusuma')!;
    // Seeded learning: Rina has points and her long daily-quiz streak's badges.
    expect(rinaRow.counts.point).toBeGreaterThan(0);
    expect(rinaRow.counts.badge).toBeGreaterThan(0);
    const badges = await read<MemberAchievements>(HR, `/members/${rinaRow.id}/badge?period=all`);
    expect(badges.badges.length).toBe(rinaRow.counts.badge);

    // Indirect reports and peers are not mine: 404, whoever asks.
    expect((await get(HR, `/members/${yoga.id}/course`)).status).toBe(404);
    expect((await get(RINA, `/members/${andi.id}/course`)).status).toBe(404);
    expect((await get(RINA, `/members/${rinaRow.id}/point`)).status).toBe(404);
    expect((await get(RINA, `/members/${yoga.id}/course`)).status).toBe(200);
  }, 30_000);
});
