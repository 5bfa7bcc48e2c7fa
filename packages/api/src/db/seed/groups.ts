import { sql, type Kysely } from 'kysely';
import { drawGroupCode } from '../../groups/group-code';
import {
  activateMember,
  enrolInCourse,
  insertCode,
  insertGroup,
  insertGroupCourse,
  requestMembership,
  setMemberRole,
} from '../../groups/groups-writing.queries';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';
import { insertThread } from './forum';
import { GROUPS } from './groups-data';

const DAY_MS = 86_400_000;

interface GroupSeedContext {
  companyId: number;
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  now: Date;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: unknown ${what}`);
  return value;
}

/**
 * The demo groups, written by the same queries the app's requests use: leaders and members,
 * a waiting request, courses (members enrolled in them), a live code and a discussion.
 * Answers the group count.
 */
export async function insertGroups(db: Kysely<Schema>, key: CompanyKey, context: GroupSeedContext) {
  const { companyId, users, courses, now } = context;
  const user = (email: string) => need(users.get(email), `user ${email}`);
  for (const seed of GROUPS[key]) {
    const [creator, ...otherLeaders] = seed.leaders.map(user);
    const leaderId = need(creator, `leader of ${seed.name}`);
    const groupId = await insertGroup(
      db,
      { companyId, name: seed.name, description: seed.description, creatorId: leaderId },
      { id: 'Diskusi grup', en: 'Group discussion' },
    );
    for (const userId of [...otherLeaders, ...seed.members.map(user)])
      await activateMember(db, { groupId, userId, source: 'added', by: leaderId });
    for (const userId of otherLeaders) await setMemberRole(db, groupId, userId, 'leader');
    for (const email of seed.requests ?? []) await requestMembership(db, groupId, user(email));
    const memberIds = [leaderId, ...otherLeaders, ...seed.members.map(user)];
    for (const { course, dueInDays } of seed.courses) {
      const courseId = need(courses.get(course), `course ${course}`);
      const dueAt = dueInDays === undefined ? null : new Date(now.getTime() + dueInDays * DAY_MS);
      await insertGroupCourse(db, { groupId, courseId, dueAt, by: leaderId });
      await enrolInCourse(db, { companyId, courseId, dueAt, by: leaderId }, memberIds);
    }
    if (seed.codeDays !== undefined)
      await insertCode(db, {
        groupId,
        code: drawGroupCode(),
        expiresAt: new Date(now.getTime() + seed.codeDays * DAY_MS),
        maxUses: null,
        by: leaderId,
      });
    const topic = await db
      .selectFrom('forum_topics as tp')
      .innerJoin('forum_modules as m', 'm.id', 'tp.module_id')
      .select('tp.id')
      .where('m.group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    for (const thread of seed.threads) await insertThread(db, topic.id, thread, context);
  }
  // The queries date what they write by the clock; the demo happened before the seed's now.
  const formed = new Date(now.getTime() - 21 * DAY_MS);
  const groupIds = db.selectFrom('groups').select('id').where('company_id', '=', companyId);
  await db
    .updateTable('groups')
    .set({ created_at: formed })
    .where('company_id', '=', companyId)
    .execute();
  await db
    .updateTable('group_members')
    .set({ requested_at: formed })
    .where('group_id', 'in', groupIds)
    .execute();
  await db
    .updateTable('group_members')
    .set({ joined_at: formed })
    .where('group_id', 'in', groupIds)
    .where('state', '=', 'active')
    .execute();
  // created_at is written once by design (CreatedAt): only raw SQL may date it back.
  await sql`update enrolments set created_at = ${formed}, last_activity_at = ${formed}
    where company_id = ${companyId} and source = 'group'`.execute(db);
  return GROUPS[key].length;
}
