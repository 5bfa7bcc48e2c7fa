import { sql, type Kysely } from 'kysely';
import { ROLES } from '../auth/guard';
import type { Schema } from '../db/schema';

/** Reading groups: their rows, members, courses and progress. Nothing here writes. */

type Db = Kysely<Schema>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A group of the company with the caller's membership (any state), or undefined. */
export function groupWithMembership(db: Db, companyId: number, groupId: number, userId: number) {
  return db
    .selectFrom('groups as g')
    .innerJoin('forum_modules as m', 'm.group_id', 'g.id')
    .innerJoin('forum_topics as tp', 'tp.module_id', 'm.id')
    .leftJoin('group_members as me', (join) =>
      join.onRef('me.group_id', '=', 'g.id').on('me.user_id', '=', userId),
    )
    .select([
      'g.id',
      'g.company_id',
      'g.name',
      'g.description',
      'g.created_at',
      'tp.id as topic_id',
      'me.role as my_role',
      'me.state as my_state',
    ])
    .where('g.id', '=', groupId)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
}
export type GroupRow = NonNullable<Awaited<ReturnType<typeof groupWithMembership>>>;

/** The groups I am an active member of, newest membership first. */
export function groupsOfMember(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id', 'g.name', 'g.description', 'gm.role'])
    .where('g.company_id', '=', companyId)
    .where('gm.user_id', '=', userId)
    .where('gm.state', '=', 'active')
    .orderBy('gm.joined_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** My requests to join that are waiting or were turned down. */
export function requestsOfUser(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('group_members as gm')
    .innerJoin('groups as g', 'g.id', 'gm.group_id')
    .select(['g.id', 'g.name', 'gm.state', 'gm.requested_at'])
    .where('g.company_id', '=', companyId)
    .where('gm.user_id', '=', userId)
    .where('gm.state', 'in', ['requested', 'rejected'])
    .orderBy('gm.requested_at', 'desc')
    .execute();
}

/** Active members and waiting requests per group. */
export async function memberCounts(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return new Map<number, { active: number; requested: number }>();
  const rows = await db
    .selectFrom('group_members')
    .select([
      'group_id',
      sql<number>`count(*) filter (where state = 'active')::int`.as('active'),
      sql<number>`count(*) filter (where state = 'requested')::int`.as('requested'),
    ])
    .where('group_id', 'in', groupIds)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, { active: r.active, requested: r.requested }]));
}

/** The groups' courses with titles, and how many active members completed each. */
export function coursesOfGroups(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_courses as gc')
    .innerJoin('courses as c', 'c.id', 'gc.course_id')
    .select([
      'gc.group_id',
      'gc.course_id',
      'gc.due_at',
      'gc.added_at',
      'c.title_id',
      'c.title_en',
      (eb) =>
        eb
          .selectFrom('group_members as gm')
          .innerJoin('enrolments as e', (join) =>
            join.onRef('e.user_id', '=', 'gm.user_id').onRef('e.course_id', '=', 'gc.course_id'),
          )
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('gm.group_id', '=', 'gc.group_id')
          .where('gm.state', '=', 'active')
          .where('e.completed_at', 'is not', null)
          .as('completed_count'),
    ])
    .where('gc.group_id', 'in', groupIds)
    .orderBy('gc.due_at', (ob) => ob.asc().nullsLast())
    .orderBy('gc.added_at')
    .execute();
}

/** Progress of these people in these courses (their enrolments). */
export function enrolmentsOf(db: Db, userIds: number[], courseIds: number[]) {
  if (userIds.length === 0 || courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .select(['user_id', 'course_id', 'progress', 'completed_at'])
    .where('user_id', 'in', userIds)
    .where('course_id', 'in', courseIds)
    .execute();
}

/** A group's active members: leaders first, then by name. */
export function activeMembers(db: Db, groupId: number) {
  return db
    .selectFrom('group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['u.id', 'u.name', 'gm.role', 'gm.joined_at'])
    .where('gm.group_id', '=', groupId)
    .where('gm.state', '=', 'active')
    .orderBy(sql`gm.role = 'leader'`, 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** Requests to join a group waiting for an answer, oldest first. */
export function waitingRequests(db: Db, groupId: number) {
  return db
    .selectFrom('group_members as gm')
    .innerJoin('users as u', 'u.id', 'gm.user_id')
    .select(['u.id', 'u.name', 'gm.requested_at'])
    .where('gm.group_id', '=', groupId)
    .where('gm.state', '=', 'requested')
    .orderBy('gm.requested_at')
    .orderBy('u.id')
    .execute();
}

/** The group's code that is not revoked (it may have expired or run out). */
export function liveCode(db: Db, groupId: number) {
  return db
    .selectFrom('group_join_codes')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Groups of the company I am not an active member of, with my request's state. */
export function groupsToRequest(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('groups as g')
    .leftJoin('group_members as me', (join) =>
      join.onRef('me.group_id', '=', 'g.id').on('me.user_id', '=', userId),
    )
    .select(['g.id', 'g.name', 'g.description', 'me.state as my_state'])
    .where('g.company_id', '=', companyId)
    .where((eb) => eb.or([eb('me.state', 'is', null), eb('me.state', '!=', 'active')]))
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
}

/**
 * People of the company who could be added: learners not active in the group, whose name has
 * a word starting with `term`. Alphabetical, at most `limit`.
 */
export function peopleToAdd(
  db: Db,
  place: { companyId: number; groupId: number },
  term: string,
  limit: number,
) {
  const prefix = `${likeEscaped(term.toLowerCase())}%`;
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.company_id', '=', place.companyId)
    .where('u.role_id', 'in', [...ROLES.learners])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_members as gm')
            .select('gm.user_id')
            .whereRef('gm.user_id', '=', 'u.id')
            .where('gm.group_id', '=', place.groupId)
            .where('gm.state', '=', 'active'),
        ),
      ),
    );
  if (term)
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.name)`, 'like', prefix),
        eb(sql`lower(u.name)`, 'like', `% ${prefix}`),
      ]),
    );
  return query.orderBy('u.name').orderBy('u.id').limit(limit).execute();
}

/** Courses of the company not yet in the group, whose title has `term`, with their price. */
export function coursesToAdd(
  db: Db,
  place: { companyId: number; groupId: number },
  term: string,
  limit: number,
) {
  const like = `%${likeEscaped(term.toLowerCase())}%`;
  let query = db
    .selectFrom('courses as c')
    .select(['c.id', 'c.title_id', 'c.title_en', 'c.price'])
    .where('c.company_id', '=', place.companyId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_courses as gc')
            .select('gc.course_id')
            .whereRef('gc.course_id', '=', 'c.id')
            .where('gc.group_id', '=', place.groupId),
        ),
      ),
    );
  if (term)
    query = query.where((eb) =>
      eb.or([eb(sql`lower(c.title_id)`, 'like', like), eb(sql`lower(c.title_en)`, 'like', like)]),
    );
  return query.orderBy('c.title_id').orderBy('c.id').limit(limit).execute();
}

/** How many groups a person leads. */
export async function groupsLedBy(db: Db, userId: number) {
  const row = await db
    .selectFrom('group_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'leader')
    .executeTakeFirstOrThrow();
  return row.n;
}
