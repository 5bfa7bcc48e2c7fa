import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail, MyGroupList } from '../contract/groups';
import { GROUP_CODE_ALPHABET, GROUP_LIMITS } from '../contract/group-rules';
import { ROLE } from '../contract/roles';
import { companyId, newLearner, request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { codeOf, createGroup, groupOf, join, joined } from './test-fixtures';

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

describe('a group', () => {
  it('is led by whoever starts it, and answers only its members and staff', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token);
    expect(group).toMatchObject({
      name: 'Tim Penjualan Surabaya',
      myRole: 'leader',
      canManage: true,
      members: [{ id: leader.auth.userId, role: 'leader' }],
      courses: [],
      joinCode: null,
    });
    const outsider = await learner();
    expect(
      (await request(h.app, 'GET', `/v1/groups/${group.id}`, { token: outsider.token })).status,
    ).toBe(404);
    const stranger = await newLearner(h.database.db, h.tokens, nusantara);
    expect(
      (await request(h.app, 'GET', `/v1/groups/${group.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await request(h.app, 'GET', `/v1/groups/${group.id}`)).status).toBe(401);
    // Staff of the company look after every group without being in it.
    const trainer = await h.login('trainer@ajar.local');
    expect(await groupOf(h, group.id, trainer)).toMatchObject({ myRole: null, canManage: true });
  });

  it('refuses a name too short or too long, and text a database cannot hold', async () => {
    const leader = await learner();
    for (const name of ['ab', 'x'.repeat(GROUP_LIMITS.nameMaxLength + 1), 'Tim\u0000A'])
      expect(
        (await request(h.app, 'POST', '/v1/groups', { token: leader.token, body: { name } }))
          .status,
      ).toBe(400);
    const partner = await h.tokens.issue({ ...leader.auth, roleId: ROLE.partner });
    expect(
      (await request(h.app, 'POST', '/v1/groups', { token: partner, body: { name: 'Mitra' } }))
        .status,
    ).toBe(403);
  });
});

describe('leading groups', () => {
  it('is limited for a learner, not for staff who run classes for the company', async () => {
    const leader = await learner();
    for (let i = 0; i < GROUP_LIMITS.ledPerPerson; i += 1)
      await createGroup(h, leader.token, `Kelompok belajar ${i + 1}`);
    const over = await request(h.app, 'POST', '/v1/groups', {
      token: leader.token,
      body: { name: 'Satu lagi' },
    });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(
      `Anda sudah memimpin ${GROUP_LIMITS.ledPerPerson} grup, jumlah terbanyak yang diizinkan`,
    );
    const trainer = await h.login('trainer3@ajar.local');
    for (let i = 0; i <= GROUP_LIMITS.ledPerPerson; i += 1)
      await createGroup(h, trainer, `Kelas pelatihan ${i + 1}`);
  });
});

describe('joining by code', () => {
  it('lets a person of the company in once, however the code is typed', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token);
    const code = await codeOf(h, group.id, leader.token);
    expect(code).toHaveLength(8);
    expect([...code].every((c) => GROUP_CODE_ALPHABET.includes(c))).toBe(true);
    const member = await learner();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    expect(await joined(h, member, typed)).toEqual({
      groupId: group.id,
      name: group.name,
      alreadyMember: false,
    });
    expect(await joined(h, member, code)).toMatchObject({ alreadyMember: true });
    const seen = await groupOf(h, group.id, member.token);
    expect(seen).toMatchObject({ myRole: 'member', canManage: false, joinCode: null });
    expect(seen.members.map((m) => m.id)).toEqual([leader.auth.userId, member.auth.userId]);
    expect((await groupOf(h, group.id, leader.token)).joinCode).toMatchObject({ code, uses: 1 });
    // Another company's person cannot use it: the code is unknown to them.
    const stranger = await newLearner(h.database.db, h.tokens, nusantara);
    expect((await join(h, stranger, code)).status).toBe(404);
  });

  it('stops at its use limit, when rotated, and when revoked', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token);
    const code = await codeOf(h, group.id, leader.token, { maxUses: 1 });
    await joined(h, await learner(), code);
    const late = await join(h, await learner(), code);
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      'Kode grup ini sudah mencapai batas pemakaian. Minta kode baru kepada pemimpin grup.',
    );
    const fresh = await codeOf(h, group.id, leader.token);
    expect(fresh).not.toBe(code);
    expect((await join(h, await learner(), code)).status).toBe(404);
    const revoked = await request(h.app, 'DELETE', `/v1/groups/${group.id}/code`, {
      token: leader.token,
    });
    expect(((await revoked.json()) as GroupDetail).joinCode).toBeNull();
    expect((await join(h, await learner(), fresh)).status).toBe(404);
  });

  it('expires', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token);
    const code = await codeOf(h, group.id, leader.token, { expiresInDays: 1 });
    await h.database.db
      .updateTable('group_join_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', code)
      .execute();
    expect((await groupOf(h, group.id, leader.token)).joinCode?.isUsable).toBe(false);
    const res = await join(h, await learner(), code);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('code_expired');
  });

  it('cannot be guessed: after a few tries in a short time even the right code waits', async () => {
    const leader = await learner();
    const group = await createGroup(h, leader.token);
    const code = await codeOf(h, group.id, leader.token);
    const guesser = await learner();
    const wrong = code.startsWith('Z') ? 'YYYYYYYY' : 'ZZZZZZZZ';
    for (let i = 0; i < GROUP_LIMITS.joinAttemptsPerWindow; i += 1)
      expect((await join(h, guesser, wrong)).status).toBe(404);
    const limited = await join(h, guesser, code);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Something that cannot be a code is refused before it costs a try.
    expect((await join(h, await learner(), 'OOOO-IIII')).status).toBe(400);
  });

  it('enrols the newcomer in the group’s courses, with their due date', async () => {
    const leader = await h.login('trainer@ajar.local');
    const group = await createGroup(h, leader, 'Kelas K3 Gudang');
    const course = (
      await h.database.db
        .selectFrom('courses')
        .select('id')
        .where('company_id', '=', ajar)
        .where('price', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const added = await request(h.app, 'POST', `/v1/groups/${group.id}/courses`, {
      token: leader,
      body: { courseId: course, dueOn: '2027-01-31' },
    });
    expect(added.status).toBe(201);
    const member = await learner();
    await joined(h, member, await codeOf(h, group.id, leader));
    const enrolment = await h.database.db
      .selectFrom('enrolments')
      .select(['source', 'due_at'])
      .where('user_id', '=', member.auth.userId)
      .where('course_id', '=', course)
      .executeTakeFirstOrThrow();
    expect(enrolment).toEqual({ source: 'group', due_at: new Date('2027-01-31T16:59:59.999Z') });
    const mine = await request(h.app, 'GET', '/v1/groups/mine', { token: member.token });
    const list = (await mine.json()) as MyGroupList;
    expect(list.items).toEqual([
      expect.objectContaining({
        id: group.id,
        myRole: 'member',
        memberCount: 2,
        pendingRequests: null,
        courses: [
          expect.objectContaining({
            courseId: course,
            myProgress: 0,
            dueAt: '2027-01-31T16:59:59.999Z',
          }),
        ],
      }),
    ]);
  });
});
