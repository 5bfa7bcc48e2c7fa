import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamQuestionList } from '../contract/team-questions';
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

describe('the seeded follow-up questions', () => {
  it('Rina asked Yoga (answered, about his certification) and Putri (open, with a due day)', async () => {
    const rina = await read<TeamQuestionList>('member@ajar.local', '/team-questions');
    expect(rina.hasTeam).toBe(true);
    expect(rina.forMe).toEqual([]);
    expect(rina.fromMe.map((q) => [q.person.name, q.status])).toEqual([
      ['Putri Ramadhani', 'open'],
      ['Yoga Pratama', 'answered'],
    ]);
    const [putri, yoga] = rina.fromMe;
    expect(yoga!.training).toMatchObject({
      kind: 'record',
      title: { id: 'Sertifikasi Penjualan Konsultatif' },
    });
    expect(yoga!.answer).toMatch(/tiga pertanyaan/);
    expect(yoga!.can).toMatchObject({ markRead: true, reply: true });
    expect(putri!.dueOn).not.toBeNull();
    expect(putri!.can.withdraw).toBe(true);
  }, 20_000);

  it('Yoga and Putri see theirs, with no team of their own; HR sees none of it', async () => {
    const yoga = await read<TeamQuestionList>('member2@ajar.local', '/team-questions');
    expect(yoga).toMatchObject({ hasTeam: false, fromMe: [] });
    expect(yoga.forMe.map((q) => [q.asker.name, q.status, q.can.answer])).toEqual([
      ['Rina Kusuma', 'answered', true],
    ]);
    const putri = await read<TeamQuestionList>('member3@ajar.local', '/team-questions');
    expect(putri.forMe.map((q) => q.status)).toEqual(['open']);
    // Rina's own supervisor does not see what Rina asked her team.
    const hr = await read<TeamQuestionList>('admin@ajar.local', '/team-questions');
    expect(hr.fromMe).toEqual([]);
  });
});
