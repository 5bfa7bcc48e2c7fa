import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Leaderboard, MyPoints, PointHistory, TeamBoard } from '../contract/points';
import { ROLE, type RoleId } from '../contract/roles';
import type { Schema } from '../db/schema';
import { request, type Learner } from '../quiz/test-fixtures';
import type { Harness } from '../testing/harness';

/** What the points tests share: a company of their own (so seeded points stay out), people. */

export async function newCompany(
  db: Kysely<Schema>,
  extra: { leaderboard_anonymous?: boolean } = {},
) {
  const tag = randomBytes(3).toString('hex');
  const { id } = await db
    .insertInto('companies')
    .values({ name: `PT Uji ${tag}`, title: `Uji ${tag}`, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function newPerson(
  h: Harness,
  company: number,
  person: { name?: string; department?: string | null; role?: RoleId } = {},
): Promise<Learner> {
  const tag = randomBytes(4).toString('hex');
  const name = person.name ?? `Peserta ${tag}`;
  const roleId = person.role ?? ROLE.member;
  const { id } = await h.database.db
    .insertInto('users')
    .values({
      company_id: company,
      email: `points-${tag}@test.local`,
      password_hash: 'unused',
      name,
      role_id: roleId,
      department: person.department ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const auth = { userId: id, roleId, companyId: company };
  return { auth, token: await h.tokens.issue(auth), name };
}

async function read<T>(h: Harness, path: string, who: Learner): Promise<T> {
  const res = await request(h.app, 'GET', path, { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

export const boardOf = (h: Harness, who: Learner, period = 'week') =>
  read<Leaderboard>(h, `/v1/leaderboard?period=${period}`, who);
export const departmentsOf = (h: Harness, who: Learner, period = 'week') =>
  read<TeamBoard>(h, `/v1/leaderboard/departments?period=${period}`, who);
export const pointsOf = (h: Harness, who: Learner) => read<MyPoints>(h, '/v1/points/me', who);
export const historyOf = (h: Harness, who: Learner, page = 1) =>
  read<PointHistory>(h, `/v1/points/history?page=${page}`, who);
