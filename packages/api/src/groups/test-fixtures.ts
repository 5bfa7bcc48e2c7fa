import { expect } from 'vitest';
import type { GroupDetail, JoinedGroup } from '../contract/groups';
import { request, type Learner } from '../quiz/test-fixtures';
import type { Harness } from '../testing/harness';

/** What the groups' tests share: starting a group, reading it, and the courses to give it. */

export async function createGroup(h: Harness, token: string, name = 'Tim Penjualan Surabaya') {
  const res = await request(h.app, 'POST', '/v1/groups', {
    token,
    body: { name, description: 'Belajar bersama tiap Jumat.' },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as GroupDetail;
}

export async function groupOf(h: Harness, id: number, token: string) {
  const res = await request(h.app, 'GET', `/v1/groups/${id}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as GroupDetail;
}

/** A fresh code for the group, as its leader rotates it. */
export async function codeOf(
  h: Harness,
  id: number,
  token: string,
  limits: { expiresInDays?: number; maxUses?: number } = {},
) {
  const body = { expiresInDays: null, maxUses: null, ...limits };
  const res = await request(h.app, 'PUT', `/v1/groups/${id}/code`, { token, body });
  expect(res.status).toBe(200);
  return ((await res.json()) as GroupDetail).joinCode!.code;
}

export async function join(h: Harness, who: Learner, code: string) {
  return request(h.app, 'POST', '/v1/groups/join', { token: who.token, body: { code } });
}

export async function joined(h: Harness, who: Learner, code: string) {
  const res = await join(h, who, code);
  expect(res.status).toBe(200);
  return (await res.json()) as JoinedGroup;
}

/** The id of a seeded course by its Indonesian title; `paid` picks one with a price. */
export async function courseOfCompany(h: Harness, companyId: number, paid: boolean) {
  const row = await h.database.db
    .selectFrom('courses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('price', paid ? '>' : '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
