import type { Kysely } from 'kysely';
import { countAttempt, type LimitRule } from '../auth/rate-limit';
import type { AuthClaims } from '../auth/tokens';
import { GROUP_LIMITS, isGroupCodeShape, normaliseGroupCode } from '../contract/group-rules';
import type { GroupCandidateList, JoinedGroup, RotateGroupCodeRequest } from '../contract/groups';
import type { Schema } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { notify } from '../notifications/outbox';
import { requireGroup, myRoleIn } from './groups.service';
import { canManageGroup } from './groups-access';
import { drawGroupCode } from './group-code';
import { enrolInGroupCourses } from './groups-courses.service';
import { groupWithMembership, peopleToAdd } from './groups.queries';
import {
  activateMember,
  activeCount,
  codeLocked,
  isActiveMember,
  countCodeUse,
  deleteMember,
  insertCode,
  leadersLocked,
  learnersOfCompany,
  rejectRequest,
  requestMembership,
  revokeCodes,
  setMemberRole,
} from './groups-writing.queries';

/** Who is in a group: joining by code, asking, answering, adding, leaving, the code itself. */

type Db = Kysely<Schema>;

export const JOIN_RULE: LimitRule = {
  limit: GROUP_LIMITS.joinAttemptsPerWindow,
  windowMs: GROUP_LIMITS.joinWindowMinutes * 60_000,
};

const full = () =>
  new ApiError(409, 'groupFull', { n: GROUP_LIMITS.membersPerGroup }, 'group_full');

/** Makes people active members, enrols them in the group's courses and tells them. */
async function admit(
  trx: Db,
  group: { id: number; name: string; companyId: number },
  userIds: number[],
  { source, by, tell }: { source: 'code' | 'request' | 'added'; by: number; tell: boolean },
) {
  const admitted: number[] = [];
  for (const userId of userIds)
    if (await activateMember(trx, { groupId: group.id, userId, source, by })) admitted.push(userId);
  if ((await activeCount(trx, group.id)) > GROUP_LIMITS.membersPerGroup) throw full();
  await enrolInGroupCourses(trx, { groupId: group.id, companyId: group.companyId }, admitted);
  if (tell)
    for (const userId of admitted)
      await notify(trx, {
        companyId: group.companyId,
        userId,
        type: 'group.added',
        facts: { groupId: group.id, group: group.name },
      });
  return admitted;
}

/**
 * Joins the group whose live code I typed (spaces, dashes and case do not matter). Every try
 * counts against a small per-person limit, so codes cannot be guessed; typing the code of a
 * group I am in already answers it again.
 */
export async function joinByCode(
  db: Db,
  auth: AuthClaims,
  typed: string,
  now = Date.now(),
): Promise<JoinedGroup> {
  const code = normaliseGroupCode(typed);
  if (!isGroupCodeShape(code)) throw new ApiError(400, 'invalid', { field: 'code' }, 'invalid');
  // Counted before the code is looked at: over the limit, even the right code waits.
  const limited = await countAttempt(db, 'group_join', String(auth.userId), JOIN_RULE, now);
  if (limited)
    throw new ApiError(429, 'tooManyAttempts', { seconds: limited.seconds }, 'too_many_attempts', {
      'retry-after': String(limited.seconds),
    });
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await codeLocked(trx, auth.companyId, code);
    if (!row || row.revoked_at !== null) return { refused: notFound('code') };
    const joined = { groupId: row.group_id, name: row.name };
    if (await isActiveMember(trx, row.group_id, auth.userId))
      return { joined: { ...joined, alreadyMember: true } };
    if (row.expires_at !== null && row.expires_at.getTime() <= now)
      return { refused: new ApiError(410, 'groupCodeExpired', { field: 'code' }, 'code_expired') };
    if (row.max_uses !== null && row.uses >= row.max_uses)
      return { refused: new ApiError(410, 'groupCodeUsedUp', { field: 'code' }, 'code_used_up') };
    const group = { id: row.group_id, name: row.name, companyId: auth.companyId };
    await admit(trx, group, [auth.userId], { source: 'code', by: auth.userId, tell: false });
    await countCodeUse(trx, row.id);
    return { joined: { ...joined, alreadyMember: false } };
  });
  if (outcome.joined) return outcome.joined;
  throw outcome.refused;
}

/** Asks the group's leaders to let me in; asking again after a "no" asks again. */
export async function askToJoin(db: Db, auth: AuthClaims, groupId: number) {
  const group = await groupOfCompany(db, auth, groupId);
  if (group.my_state === 'active') return;
  await db.transaction().execute((trx) => requestMembership(trx, groupId, auth.userId));
}

/** Any group of my company, to ask to join it (its content stays closed to me). */
async function groupOfCompany(db: Db, auth: AuthClaims, groupId: number) {
  const group = await groupWithMembership(db, auth.companyId, groupId, auth.userId);
  if (!group) throw notFound('group');
  return group;
}

/** A leader lets someone in (they hear of it) or says no. */
export async function answerRequest(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  userId: number,
  accept: boolean,
) {
  const group = await requireGroup(db, auth, groupId, { manage: true });
  await db.transaction().execute(async (trx) => {
    if (!accept) {
      if (!(await rejectRequest(trx, groupId, userId, auth.userId))) throw notFound('member');
      return;
    }
    const waiting = await trx
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .where('state', '=', 'requested')
      .executeTakeFirst();
    if (!waiting) throw notFound('member');
    await admit(trx, { id: groupId, name: group.name, companyId: auth.companyId }, [userId], {
      source: 'request',
      by: auth.userId,
      tell: true,
    });
  });
}

/** A leader adds people of the company straight in (they hear of it); answers who was new. */
export async function addMembers(db: Db, auth: AuthClaims, groupId: number, userIds: number[]) {
  const group = await requireGroup(db, auth, groupId, { manage: true });
  const unique = [...new Set(userIds)];
  return db.transaction().execute(async (trx) => {
    const learners = await learnersOfCompany(trx, auth.companyId, unique);
    if (learners.length !== unique.length) throw notFound('member');
    const added = await admit(
      trx,
      { id: groupId, name: group.name, companyId: auth.companyId },
      learners,
      { source: 'added', by: auth.userId, tell: true },
    );
    return { added: added.length };
  });
}

/**
 * Someone leaves (themselves) or is removed (by a leader or staff). The last leader cannot
 * go while others remain: the group would have nobody to look after it. Their progress in
 * the group's courses stays theirs.
 */
export async function removeMember(db: Db, auth: AuthClaims, groupId: number, userId: number) {
  const group = await requireGroup(db, auth, groupId);
  const self = userId === auth.userId;
  if (!self && !canManageGroup(auth, myRoleIn(group))) throw forbidden();
  await db.transaction().execute(async (trx) => {
    const leaders = await leadersLocked(trx, groupId);
    const others = (await activeCount(trx, groupId)) - 1;
    if (leaders.length === 1 && leaders[0] === userId && others > 0)
      throw new ApiError(409, 'groupLastLeader', {}, 'last_leader');
    if (!(await deleteMember(trx, groupId, userId))) throw notFound('member');
  });
}

/** Makes a member a leader, or a leader a member again (never the last leader). */
export async function setRole(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  userId: number,
  role: 'leader' | 'member',
) {
  await requireGroup(db, auth, groupId, { manage: true });
  await db.transaction().execute(async (trx) => {
    const leaders = await leadersLocked(trx, groupId);
    if (role === 'member' && leaders.length === 1 && leaders[0] === userId)
      throw new ApiError(409, 'groupLastLeader', {}, 'last_leader');
    if (!(await setMemberRole(trx, groupId, userId, role))) throw notFound('member');
  });
}

/** People a leader may add, by the start of a word of their name. */
export async function candidates(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  term: string,
): Promise<GroupCandidateList> {
  await requireGroup(db, auth, groupId, { manage: true });
  const people = await peopleToAdd(
    db,
    { companyId: auth.companyId, groupId },
    term.trim(),
    GROUP_LIMITS.suggestions,
  );
  return { items: people };
}

/**
 * A new join code for the group (the one before stops working), valid for some days and
 * some joins when asked; or, with `revoke`, no code at all.
 */
export async function rotateCode(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  request: RotateGroupCodeRequest | 'revoke',
  now = Date.now(),
) {
  await requireGroup(db, auth, groupId, { manage: true });
  await db.transaction().execute(async (trx) => {
    await revokeCodes(trx, groupId);
    if (request === 'revoke') return;
    const expiresAt = request.expiresInDays
      ? new Date(now + request.expiresInDays * 86_400_000)
      : null;
    // 31^8 codes: a clash is rare, and a second draw ends it.
    for (let tries = 0; tries < 5; tries += 1) {
      const code = drawGroupCode();
      const ok = await insertCode(trx, {
        groupId,
        code,
        expiresAt,
        maxUses: request.maxUses ?? null,
        by: auth.userId,
      });
      if (ok) return;
    }
    throw new Error('group code: no free code after 5 draws');
  });
}
