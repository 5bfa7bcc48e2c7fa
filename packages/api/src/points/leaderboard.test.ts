import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../contract/roles';
import { request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { leaderboard } from './leaderboard.service';
import { awardPoints } from './points-award.service';
import { boardOf, departmentsOf, newCompany, newPerson, pointsOf } from './test-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;

/** Gives the person `points` in quiz passes of 20 (and a remainder of content points). */
let source = 1;
async function earn(who: Learner, points: number, at = new Date()) {
  let left = points;
  while (left >= 20) {
    await awardPoints(db(), {
      userId: who.auth.userId,
      rule: 'quiz.passed',
      sourceKey: source++,
      score: 100,
      at,
    });
    left -= 20;
  }
  while (left >= 5) {
    await awardPoints(db(), {
      userId: who.auth.userId,
      rule: 'content.completed',
      sourceKey: 1000 + source++,
      at,
    });
    left -= 5;
  }
}

const setVisibility = (who: Learner, visibility: string) =>
  request(h.app, 'PUT', '/v1/points/visibility', { token: who.token, body: { visibility } });

describe('the leaderboard', () => {
  it('shows the top ten and the people around me, ties sharing a rank', async () => {
    const company = await newCompany(db());
    const people: Learner[] = [];
    // 16 learners with 300, 280, ... 0 points (the last one has none and is not on the board).
    for (let i = 0; i < 16; i += 1) {
      const who = await newPerson(h, company, {
        name: `Orang ${String(i + 1).padStart(2, '0')}`,
        department: i % 2 ? 'Penjualan' : 'Keuangan',
      });
      await earn(who, 300 - i * 20);
      people.push(who);
    }
    const tied = await newPerson(h, company, { name: 'Orang Seri' });
    await earn(tied, 280);

    const board = await boardOf(h, people[13]!);
    expect(board.participants).toBe(16);
    expect(board.top).toHaveLength(10);
    expect(board.top.slice(0, 3).map((e) => [e.rank, e.points])).toEqual([
      [1, 300],
      [2, 280],
      [2, 280],
    ]);
    // Orang 14 has 40 points: 15th of 16 with the tie; around: 5 above, me, 1 below.
    expect(board.me).toEqual({ rank: 15, points: 40, visibility: 'public', onBoards: true });
    expect(board.aroundMe.map((e) => e.points)).toEqual([140, 120, 100, 80, 60, 40, 20]);
    expect(board.aroundMe.find((e) => e.isMe)?.name).toBe('Orang 14');

    const nobody = await boardOf(h, people[15]!);
    expect(nobody.me).toMatchObject({ rank: null, points: 0 });
    expect(nobody.aroundMe).toEqual([]);
  });

  it('never shows a hidden learner, hides the names of anonymous ones, and lets me see my rank', async () => {
    const company = await newCompany(db());
    const shy = await newPerson(h, company, { name: 'Sari Sembunyi', department: 'Keuangan' });
    const quiet = await newPerson(h, company, { name: 'Anonim Andi', department: 'Keuangan' });
    const open = await newPerson(h, company, { name: 'Terbuka Tono', department: 'Penjualan' });
    await earn(shy, 100);
    await earn(quiet, 80);
    await earn(open, 60);
    expect((await setVisibility(shy, 'hidden')).status).toBe(200);
    expect((await setVisibility(quiet, 'anonymous')).status).toBe(200);

    const seen = await boardOf(h, open);
    expect(seen.top).toEqual([
      { rank: 1, name: null, department: null, points: 80, isMe: false },
      { rank: 2, name: 'Terbuka Tono', department: 'Penjualan', points: 60, isMe: true },
    ]);
    expect(JSON.stringify(seen)).not.toContain('Sari');
    // The hidden learner sees where they stand, among everyone with points.
    const mine = await boardOf(h, shy);
    expect(mine.me).toEqual({ rank: 1, points: 100, visibility: 'hidden', onBoards: true });
    expect(mine.aroundMe).toEqual([]);
    // Changing my mind puts me back, with my points.
    expect((await setVisibility(shy, 'public')).status).toBe(200);
    expect((await boardOf(h, open)).top[0]).toMatchObject({ name: 'Sari Sembunyi', points: 100 });
    expect((await setVisibility(shy, 'hidden')).status).toBe(200);
    // Anonymous learners still see their own name on their own row.
    expect((await boardOf(h, quiet)).top[0]).toMatchObject({ name: 'Anonim Andi', isMe: true });
    // Departments leave hidden learners out too: Keuangan is the anonymous one's 80 alone.
    const teams = await departmentsOf(h, open);
    expect(teams.items.map((t) => [t.department, t.activeMembers, t.average, t.isMine])).toEqual([
      ['Keuangan', 1, 80, false],
      ['Penjualan', 1, 60, true],
    ]);
  });

  it('shows everyone anonymously when the company says so', async () => {
    const company = await newCompany(db(), { leaderboard_anonymous: true });
    const [ani, budi] = [
      await newPerson(h, company, { name: 'Ani' }),
      await newPerson(h, company, { name: 'Budi' }),
    ];
    await earn(ani, 40);
    await earn(budi, 20);
    const board = await boardOf(h, budi);
    expect(board.top.map((e) => e.name)).toEqual([null, 'Budi']);
    expect((await pointsOf(h, budi)).companyAnonymous).toBe(true);
  });

  it("shows staff the board without putting them on it, and never another company's people", async () => {
    const company = await newCompany(db());
    const other = await newCompany(db());
    const learner = await newPerson(h, company, { name: 'Peserta Satu' });
    const trainer = await newPerson(h, company, { name: 'Pelatih', role: ROLE.trainer });
    const stranger = await newPerson(h, other, { name: 'Orang Lain' });
    await earn(learner, 20);
    await earn(trainer, 200);
    await earn(stranger, 500);
    const seen = await boardOf(h, trainer);
    expect(seen.top.map((e) => e.name)).toEqual(['Peserta Satu']);
    expect(seen.me).toMatchObject({ rank: null, onBoards: false, points: 200 });
    expect((await boardOf(h, stranger)).top.map((e) => e.name)).toEqual(['Orang Lain']);
  });

  it('counts this week from Monday and this month from the 1st, in the company calendar', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    // Sunday 23:30 in Jakarta (last week), Monday 00:30 (this week), last month.
    await earn(learner, 20, new Date('2026-11-22T16:30:00Z'));
    await earn(learner, 40, new Date('2026-11-22T17:30:00Z'));
    await awardPoints(db(), {
      userId: learner.auth.userId,
      rule: 'course.completed',
      sourceKey: 7,
      at: new Date('2026-10-15T05:00:00Z'),
    });
    const now = new Date('2026-11-25T05:00:00Z');
    const auth = learner.auth;
    const week = await leaderboard(db(), auth, 'week', now);
    const month = await leaderboard(db(), auth, 'month', now);
    const all = await leaderboard(db(), auth, 'all', now);
    expect([week.me.points, month.me.points, all.me.points]).toEqual([40, 60, 110]);
    expect(week.from).toBe('2026-11-22T17:00:00.000Z');
    expect(month.from).toBe('2026-10-31T17:00:00.000Z');
    expect(all.from).toBeNull();
  });

  it('has a field to rank in from the first start: the seeded learning and colleagues', async () => {
    const token = await h.login('member@ajar.local');
    const rina = { auth: { userId: 0, roleId: ROLE.member, companyId: 0 }, token, name: 'Rina' };
    const week = await boardOf(h, rina);
    const all = await boardOf(h, rina, 'all');
    expect(week.participants).toBeGreaterThanOrEqual(8);
    expect(all.participants).toBeGreaterThanOrEqual(20);
    expect(all.top).toHaveLength(10);
    // Rina's own seeded learning earned her points, explained line by line.
    expect(all.me.points).toBeGreaterThan(0);
    const mine = await pointsOf(h, rina);
    expect(mine.balance).toBe(all.me.points);
    const departments = await departmentsOf(h, rina, 'month');
    expect(departments.items.length).toBeGreaterThanOrEqual(5);
    expect(departments.items.find((d) => d.isMine)?.department).toBe('Penjualan');
    // Nusantara's people never show on Ajar's boards.
    expect(JSON.stringify(all)).not.toContain('Wulan');
  });
});
