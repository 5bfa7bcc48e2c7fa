import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../contract/auth';
import type { TeamMemberDetail, TeamOverview } from '../contract/team';
import type { TrainingRecordList } from '../contract/training-records';
import type { TrainingRequestList } from '../contract/training-requests';
import { request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

async function read<T>(email: string, path: string) {
  const res = await request(h.app, 'GET', `/v1${path}`, { token: await h.login(email) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('the seeded org chart', () => {
  it('has two supervisors with teams: Rina leads Yoga and Putri, the HR manager leads Rina', async () => {
    const rina = await read<TeamOverview>('member@ajar.local', '/team');
    expect(rina.members.map((m) => m.name).sort()).toEqual(['Putri Ramadhani', 'Yoga Pratama']);
    const hr = await read<TeamOverview>('admin@ajar.local', '/team');
    expect(hr.members.map((m) => m.name)).toContain('Rina Kusuma');
    expect((await read<Me>('member@ajar.local', '/auth/me')).teamSize).toBe(2);
    expect((await read<Me>('member3@ajar.local', '/auth/me')).teamSize).toBe(0);
    expect((await read<Me>('trainer@ajar.local', '/auth/me')).teamSize).toBe(0);
  }, 20_000);

  it("shows Yoga's overdue safety course and Rina's own assignment with its note", async () => {
    const team = await read<TeamOverview>('member@ajar.local', '/team');
    const yoga = team.members.find((m) => m.name === 'Yoga Pratama')!;
    expect(yoga.courses.overdue).toBeGreaterThanOrEqual(1);
    expect(yoga.hours.target).toBe(40);
    const detail = await read<TeamMemberDetail>('member@ajar.local', `/team/members/${yoga.id}`);
    expect(detail.courses[0]!.state).toBe('overdue');
    const mine = detail.courses.find((c) => c.assignedBy === 'Rina Kusuma')!;
    expect(mine.note).toMatch(/memimpin tim kecil/);
    expect(detail.log.map((l) => l.by)).toContain('Rina Kusuma');
  });

  it('has training requests in every state: Putri waits for Rina, Yoga’s waits for HR', async () => {
    const rina = await read<TrainingRequestList>('member@ajar.local', '/training-requests');
    expect(rina.toDecide.map((r) => [r.requester.name, r.status])).toEqual([
      ['Putri Ramadhani', 'pending'],
    ]);
    expect(rina.team.map((r) => [r.requester.name, r.status])).toEqual([
      ['Yoga Pratama', 'forwarded'],
    ]);
    expect(rina.mine.map((r) => r.status)).toEqual(['approved']);
    const hr = await read<TrainingRequestList>('admin@ajar.local', '/training-requests');
    expect(hr.toDecide.map((r) => r.requester.name)).toEqual(['Yoga Pratama']);
  });

  it('has training records: Yoga’s verified one counts its 16 hours, Putri’s waits for Rina', async () => {
    const mine = await read<TrainingRecordList>('member2@ajar.local', '/training-records');
    const verified = mine.items.find((r) => r.status === 'verified')!;
    // Seeded 30 days back: in early January that was last year, which counts for nothing now.
    const counts = verified.endsOn.startsWith(String(mine.year)) ? 16 : 0;
    expect(mine.verifiedHours).toBe(counts);
    const team = await read<TeamOverview>('member@ajar.local', '/team');
    const yoga = team.members.find((m) => m.name === 'Yoga Pratama')!;
    expect(yoga.hours).toEqual(mine.hours);
    const records = await read<{ toVerify: { owner: { name: string } }[] }>(
      'member@ajar.local',
      '/training-records/team',
    );
    expect(records.toVerify.map((r) => r.owner.name)).toEqual(['Putri Ramadhani']);
  });
});
