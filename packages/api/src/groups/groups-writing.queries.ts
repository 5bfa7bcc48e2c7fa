import { sql, type Kysely } from 'kysely';
import { ROLES } from '../auth/guard';
import type { Schema } from '../db/schema';

/** Writing groups: each function one statement, called inside the service's transaction. */

type Db = Kysely<Schema>;

/**
 * A group with its creator as its first leader, and its discussion: a forum module that
 * belongs to the group, holding one topic.
 */
export async function insertGroup(
  trx: Db,
  group: { companyId: number; name: string; description: string; creatorId: number },
  topic: { id: string; en: string },
) {
  const { id } = await trx
    .insertInto('groups')
    .values({
      company_id: group.companyId,
      name: group.name,
      description: group.description,
      created_by: group.creatorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_members')
    .values({
      group_id: id,
      user_id: group.creatorId,
      role: 'leader',
      state: 'active',
      source: 'creator',
      joined_at: sql<Date>`now()`,
    })
    .execute();
  const module = await trx
    .insertInto('forum_modules')
    .values({
      company_id: group.companyId,
      group_id: id,
      title_id: group.name,
      title_en: group.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('forum_topics')
    .values({
      company_id: group.companyId,
      module_id: module.id,
      title_id: topic.id,
      title_en: topic.en,
    })
    .execute();
  return id;
}

/**
 * Makes a person an active member (a request, a rejection or nothing before); a leader stays
 * a leader. Answers whether they were not active before.
 */
export async function activateMember(
  trx: Db,
  member: { groupId: number; userId: number; source: 'code' | 'request' | 'added'; by: number },
) {
  const row = await trx
    .insertInto('group_members')
    .values({
      group_id: member.groupId,
      user_id: member.userId,
      state: 'active',
      source: member.source,
      decided_by: member.by,
      joined_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['group_id', 'user_id'])
        .doUpdateSet({
          state: 'active',
          source: member.source,
          decided_by: member.by,
          joined_at: sql<Date>`now()`,
        })
        .where('group_members.state', '!=', 'active'),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Asks to join: a new request, or a rejected one asked again; nothing if active or waiting. */
export async function requestMembership(trx: Db, groupId: number, userId: number) {
  const row = await trx
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, state: 'requested', source: 'request' })
    .onConflict((oc) =>
      oc
        .columns(['group_id', 'user_id'])
        .doUpdateSet({ state: 'requested', decided_by: null, requested_at: sql<Date>`now()` })
        .where('group_members.state', '=', 'rejected'),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function rejectRequest(trx: Db, groupId: number, userId: number, by: number) {
  const result = await trx
    .updateTable('group_members')
    .set({ state: 'rejected', decided_by: by })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The row goes: leaving, or being removed, leaves no trace but progress in courses. */
export async function deleteMember(trx: Db, groupId: number, userId: number) {
  const result = await trx
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setMemberRole(
  trx: Db,
  groupId: number,
  userId: number,
  role: 'leader' | 'member',
) {
  const result = await trx
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The group's leaders, its row locked so two leaders cannot both step down at once. */
export async function leadersLocked(trx: Db, groupId: number) {
  await trx.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().execute();
  const rows = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('state', '=', 'active')
    .where('role', '=', 'leader')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function isActiveMember(trx: Db, groupId: number, userId: number) {
  const row = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function activeCount(trx: Db, groupId: number) {
  const row = await trx
    .selectFrom('group_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('group_id', '=', groupId)
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A code of the company's groups as typed, locked until the transaction ends. */
export function codeLocked(trx: Db, companyId: number, code: string) {
  return trx
    .selectFrom('group_join_codes as jc')
    .innerJoin('groups as g', 'g.id', 'jc.group_id')
    .select([
      'jc.id',
      'jc.group_id',
      'jc.expires_at',
      'jc.max_uses',
      'jc.uses',
      'jc.revoked_at',
      'g.name',
    ])
    .where('jc.code', '=', code)
    .where('g.company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countCodeUse(trx: Db, codeId: number) {
  await trx
    .updateTable('group_join_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Revokes the group's live code, if any. */
export async function revokeCodes(trx: Db, groupId: number) {
  await trx
    .updateTable('group_join_codes')
    .set({ revoked_at: sql<Date>`now()` })
    .where('group_id', '=', groupId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A new live code; false when the code is taken already (the caller draws another). */
export async function insertCode(
  trx: Db,
  code: {
    groupId: number;
    code: string;
    expiresAt: Date | null;
    maxUses: number | null;
    by: number;
  },
) {
  const row = await trx
    .insertInto('group_join_codes')
    .values({
      group_id: code.groupId,
      code: code.code,
      expires_at: code.expiresAt,
      max_uses: code.maxUses,
      created_by: code.by,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroupCourse(
  trx: Db,
  course: { groupId: number; courseId: number; dueAt: Date | null; by: number },
) {
  const row = await trx
    .insertInto('group_courses')
    .values({
      group_id: course.groupId,
      course_id: course.courseId,
      due_at: course.dueAt,
      added_by: course.by,
    })
    .onConflict((oc) => oc.columns(['group_id', 'course_id']).doNothing())
    .returning('course_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteGroupCourse(trx: Db, groupId: number, courseId: number) {
  const result = await trx
    .deleteFrom('group_courses')
    .where('group_id', '=', groupId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The group's courses, for enrolling someone who joins. */
export function groupCourseRows(trx: Db, groupId: number) {
  return trx
    .selectFrom('group_courses')
    .select(['course_id', 'due_at', 'added_by'])
    .where('group_id', '=', groupId)
    .execute();
}

/**
 * Enrols people in a course (source `group`); those enrolled already keep their enrolment,
 * and gain the due date when they had none. Answers who was newly enrolled.
 */
export async function enrolInCourse(
  trx: Db,
  place: { companyId: number; courseId: number; dueAt: Date | null; by: number | null },
  userIds: number[],
) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .insertInto('enrolments')
    .values(
      userIds.map((userId) => ({
        company_id: place.companyId,
        course_id: place.courseId,
        user_id: userId,
        source: 'group' as const,
        due_at: place.dueAt,
        assigned_by: place.by,
      })),
    )
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  if (place.dueAt !== null)
    await trx
      .updateTable('enrolments')
      .set({ due_at: place.dueAt, assigned_by: place.by })
      .where('course_id', '=', place.courseId)
      .where('user_id', 'in', userIds)
      .where('due_at', 'is', null)
      .where('completed_at', 'is', null)
      .execute();
  return rows.map((r) => r.user_id);
}

/** Active members of the group, for enrolling them in a course added to it. */
export async function activeMemberIds(trx: Db, groupId: number) {
  const rows = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('state', '=', 'active')
    .execute();
  return rows.map((r) => r.user_id);
}

/** People of the company among these ids who are learners (anyone else cannot be added). */
export async function learnersOfCompany(trx: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', userIds)
    .where('role_id', 'in', [...ROLES.learners])
    .execute();
  return rows.map((r) => r.id);
}
