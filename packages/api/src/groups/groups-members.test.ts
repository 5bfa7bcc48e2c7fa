import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GroupCandidateList,
  GroupDetail,
  JoinableGroupList,
  MyGroupList,
} from '../contract/groups';
import type { NotificationType } from '../contract/notification-rules';
import { companyId, newLearner, request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { codeOf, courseOfCompany, createGroup, groupOf, joined } from './test-fixtures';

let h: Harness;
let ajar: number;
let nusantara: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
  nusantara = await companyId(h.database.db, 'Nusantara Logistik');
}, 60_000);
afterAll(() => h.close());

const learner = () => newLearner(h.database.db, h.tokens, ajar);
const notices = (userId: number, type: NotificationType) =>
  h.database.db
    .selectFrom('notifications')
    .select(['title_id', 'link'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .execute();

describe('asking to join', () => {
  it('waits for a leader, who lets the person in (they hear of it) or says no', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Komunitas Excel');
    const asker = await learner();
    const list = await request(h.app, 'GET', '/v1/groups/joinable', { token: asker.token });
    expect(((await list.json()) as JoinableGroupList).items).toContainEqual(
      expect.objectContaining({ id: group.id, memberCount: 1, myRequest: null }),
    );
    const asked = await request(h.app, 'POST', `/v1/groups/${group.id}/requests`, {
      token: asker.token,
    });
    expect(((await asked.json()) as JoinableGroupList).items).toContainEqual(
      expect.objectContaining({ id: group.id, myRequest: 'requested' }),
    );
    // Asking is not being in: the group's content stays closed.
    expect(
      (await request(h.app, 'GET', `/v1/groups/${group.id}`, { token: asker.token })).status,
    ).toBe(404);
    const seen = await groupOf(h, group.id, leader.token);
    expect(seen.requests).toEqual([
      expect.objectContaining({ id: asker.auth.userId, name: asker.name }),
    ]);
    const mine = (await (
      await request(h.app, 'GET', '/v1/groups/mine', { token: leader.token })
    ).json()) as MyGroupList;
    expect(mine.items.find((g) => g.id === group.id)?.pendingRequests).toBe(1);

    // A member who is not a leader cannot answer.
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const path = `/v1/groups/${group.id}/requests/${asker.auth.userId}`;
    expect(
      (await request(h.app, 'PUT', path, { token: member.token, body: { accept: true } })).status,
    ).toBe(403);

    const answered = await request(h.app, 'PUT', path, {
      token: leader.token,
      body: { accept: true },
    });
    expect(answered.status).toBe(200);
    const after = (await answered.json()) as GroupDetail;
    expect(after.requests).toEqual([]);
    expect(after.members.map((m) => m.id)).toContain(asker.auth.userId);
    expect(await notices(asker.auth.userId, 'group.added')).toEqual([
      { title_id: 'Anda kini anggota grup', link: `/my-group/${group.id}` },
    ]);
  });

  it('can be turned down, and asked again', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Klub Buku');
    const asker = await learner();
    await request(h.app, 'POST', `/v1/groups/${group.id}/requests`, { token: asker.token });
    const path = `/v1/groups/${group.id}/requests/${asker.auth.userId}`;
    await request(h.app, 'PUT', path, { token: leader.token, body: { accept: false } });
    const mine = (await (
      await request(h.app, 'GET', '/v1/groups/mine', { token: asker.token })
    ).json()) as MyGroupList;
    expect(mine.requests).toEqual([
      expect.objectContaining({ groupId: group.id, state: 'rejected' }),
    ]);
    await request(h.app, 'POST', `/v1/groups/${group.id}/requests`, { token: asker.token });
    expect((await groupOf(h, group.id, leader.token)).requests).toHaveLength(1);
    // Another company's group is absent to me.
    const stranger = await newLearner(h.database.db, h.tokens, nusantara);
    expect(
      (await request(h.app, 'POST', `/v1/groups/${group.id}/requests`, { token: stranger.token }))
        .status,
    ).toBe(404);
  });
});

describe('a leader', () => {
  it('finds people of the company by name and adds them straight in', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Gudang');
    const a = await learner();
    const found = await request(
      h.app,
      'GET',
      `/v1/groups/${group.id}/candidates?q=${encodeURIComponent(a.name.split(' ')[1]!)}`,
      { token: leader.token },
    );
    expect(((await found.json()) as GroupCandidateList).items).toEqual([
      { id: a.auth.userId, name: a.name },
    ]);
    const added = await request(h.app, 'POST', `/v1/groups/${group.id}/members`, {
      token: leader.token,
      body: { userIds: [a.auth.userId, a.auth.userId] },
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as GroupDetail).members.map((m) => m.id)).toContain(a.auth.userId);
    expect(await notices(a.auth.userId, 'group.added')).toHaveLength(1);
    // Nobody of another company, and no one twice.
    const stranger = await newLearner(h.database.db, h.tokens, nusantara);
    const refused = await request(h.app, 'POST', `/v1/groups/${group.id}/members`, {
      token: leader.token,
      body: { userIds: [stranger.auth.userId] },
    });
    expect(refused.status).toBe(404);
    const again = await request(h.app, 'GET', `/v1/groups/${group.id}/candidates`, {
      token: leader.token,
    });
    const ids = ((await again.json()) as GroupCandidateList).items.map((p) => p.id);
    expect(ids).not.toContain(a.auth.userId);
    expect(ids).not.toContain(stranger.auth.userId);
  });

  it('sees each member’s progress; a member sees only their own', async () => {
    const leader = await h.login('trainer@ajar.local');
    const group = await createGroup(h, leader, 'Kelas Layanan');
    const course = await courseOfCompany(h, ajar, false);
    await request(h.app, 'POST', `/v1/groups/${group.id}/courses`, {
      token: leader,
      body: { courseId: course },
    });
    const a = await learner();
    const b = await learner();
    const code = await codeOf(h, group.id, leader);
    await joined(h, a, code);
    await joined(h, b, code);
    await h.database.db
      .updateTable('enrolments')
      .set({ progress: 100, completed_at: new Date() })
      .where('user_id', '=', a.auth.userId)
      .where('course_id', '=', course)
      .execute();
    const asLeader = await groupOf(h, group.id, leader);
    expect(asLeader.courses[0]).toMatchObject({
      courseId: course,
      completedCount: 1,
      memberCount: 3,
    });
    expect(asLeader.members.find((m) => m.id === a.auth.userId)?.progress).toEqual([
      expect.objectContaining({ courseId: course, progress: 100 }),
    ]);
    const asB = await groupOf(h, group.id, b.token);
    expect(asB.members.find((m) => m.id === a.auth.userId)?.progress).toBeNull();
    expect(asB.members.find((m) => m.id === b.auth.userId)?.progress).toEqual([
      expect.objectContaining({ courseId: course, progress: 0 }),
    ]);
    expect(asB.courses[0]).toMatchObject({ completedCount: 1, myProgress: 0 });
  });

  it('cannot leave as the last leader while others remain; hands over first', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Proyek');
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader.token));
    const leave = () =>
      request(h.app, 'DELETE', `/v1/groups/${group.id}/membership`, { token: leader.token });
    const refused = await leave();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Tunjuk pemimpin lain sebelum Anda keluar dari grup ini',
    );
    const promoted = await request(
      h.app,
      'PUT',
      `/v1/groups/${group.id}/members/${member.auth.userId}/role`,
      { token: leader.token, body: { role: 'leader' } },
    );
    expect(promoted.status).toBe(200);
    const left = await leave();
    expect(left.status).toBe(200);
    expect(((await left.json()) as MyGroupList).items.map((g) => g.id)).not.toContain(group.id);
    expect(
      (await request(h.app, 'GET', `/v1/groups/${group.id}`, { token: leader.token })).status,
    ).toBe(404);
  });

  it('removes a member; a member cannot remove anyone', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token, 'Tim Audit');
    const a = await learner();
    const b = await learner();
    const code = await codeOf(h, group.id, leader.token);
    await joined(h, a, code);
    await joined(h, b, code);
    const path = (id: number) => `/v1/groups/${group.id}/members/${id}`;
    expect((await request(h.app, 'DELETE', path(b.auth.userId), { token: a.token })).status).toBe(
      403,
    );
    const removed = await request(h.app, 'DELETE', path(b.auth.userId), { token: leader.token });
    expect(((await removed.json()) as GroupDetail).members.map((m) => m.id)).not.toContain(
      b.auth.userId,
    );
    expect((await request(h.app, 'GET', `/v1/groups/${group.id}`, { token: b.token })).status).toBe(
      404,
    );
  });
});
