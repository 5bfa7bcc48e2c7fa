import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { GROUP_LIMITS } from '../contract/group-rules';
import type {
  CreateGroupRequest,
  GroupCourseSummary,
  GroupDetail,
  JoinableGroupList,
  MyGroupList,
} from '../contract/groups';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { canManageGroup, canSeeGroup, isGroupStaff, seesProgressOf } from './groups-access';
import {
  activeMembers,
  coursesOfGroups,
  enrolmentsOf,
  groupWithMembership,
  groupsLedBy,
  groupsOfMember,
  groupsToRequest,
  liveCode,
  memberCounts,
  requestsOfUser,
  waitingRequests,
  type GroupRow,
} from './groups.queries';
import { insertGroup } from './groups-writing.queries';

/** Groups as their members, leaders and the company's staff see them. */

type Db = Kysely<Schema>;

/** The discussion every group starts with: one topic in the group's own forum module. */
const GROUP_TOPIC = { id: 'Diskusi grup', en: 'Group discussion' };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's role while their membership is active, else null. */
export const myRoleIn = (group: GroupRow) => (group.my_state === 'active' ? group.my_role : null);

/**
 * A group of my company I may see (a member, or staff); `manage` also asks that I lead it or
 * am staff (403 then: a member knows the group exists). Anything else answers 404.
 */
export async function requireGroup(
  db: Db,
  auth: AuthClaims,
  groupId: number,
  { manage = false } = {},
) {
  const group = await groupWithMembership(db, auth.companyId, groupId, auth.userId);
  if (!group || !canSeeGroup(auth, myRoleIn(group))) throw notFound('group');
  if (manage && !canManageGroup(auth, myRoleIn(group)))
    throw new ApiError(403, 'forbidden', {}, 'forbidden');
  return group;
}

/**
 * Starts a group with me as its leader, and its discussion. Staff, who run classes for the
 * whole company, may lead any number; anyone else GROUP_LIMITS.ledPerPerson.
 */
export async function createGroup(db: Db, auth: AuthClaims, request: CreateGroupRequest) {
  if (!isGroupStaff(auth) && (await groupsLedBy(db, auth.userId)) >= GROUP_LIMITS.ledPerPerson)
    throw new ApiError(409, 'groupLedLimit', { n: GROUP_LIMITS.ledPerPerson }, 'group_led_limit');
  const id = await db.transaction().execute((trx) =>
    insertGroup(
      trx,
      {
        companyId: auth.companyId,
        name: request.name,
        description: request.description,
        creatorId: auth.userId,
      },
      GROUP_TOPIC,
    ),
  );
  return groupDetail(db, auth, id);
}

/** Each group's courses, with my own progress in them. */
async function courseSummaries(db: Db, userId: number, groupIds: number[]) {
  const [courses, counts] = await Promise.all([
    coursesOfGroups(db, groupIds),
    memberCounts(db, groupIds),
  ]);
  const mine = await enrolmentsOf(
    db,
    [userId],
    courses.map((c) => c.course_id),
  );
  const progressOf = new Map(mine.map((e) => [e.course_id, e.progress]));
  const byGroup = new Map<number, GroupCourseSummary[]>();
  for (const c of courses) {
    const list = byGroup.get(c.group_id) ?? [];
    list.push({
      courseId: c.course_id,
      title: { id: c.title_id, en: c.title_en },
      dueAt: iso(c.due_at),
      myProgress: progressOf.get(c.course_id) ?? null,
      completedCount: Number(c.completed_count ?? 0),
      memberCount: counts.get(c.group_id)?.active ?? 0,
    });
    byGroup.set(c.group_id, list);
  }
  return { byGroup, counts };
}

/** The groups I am in, with their courses and my progress; my requests to join. */
export async function myGroups(db: Db, auth: AuthClaims): Promise<MyGroupList> {
  const [groups, requests] = await Promise.all([
    groupsOfMember(db, auth.companyId, auth.userId),
    requestsOfUser(db, auth.companyId, auth.userId),
  ]);
  const { byGroup, counts } = await courseSummaries(
    db,
    auth.userId,
    groups.map((g) => g.id),
  );
  return {
    items: groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      myRole: g.role,
      memberCount: counts.get(g.id)?.active ?? 0,
      courses: byGroup.get(g.id) ?? [],
      pendingRequests: g.role === 'leader' ? (counts.get(g.id)?.requested ?? 0) : null,
    })),
    requests: requests.map((r) => ({
      groupId: r.id,
      name: r.name,
      state: r.state as 'requested' | 'rejected',
      requestedAt: r.requested_at.toISOString(),
    })),
  };
}

/** A group: its people, courses and progress, and what I may manage. */
export async function groupDetail(db: Db, auth: AuthClaims, groupId: number): Promise<GroupDetail> {
  const group = await requireGroup(db, auth, groupId);
  const myRole = myRoleIn(group);
  const manages = canManageGroup(auth, myRole);
  const [members, requests, code, { byGroup }] = await Promise.all([
    activeMembers(db, groupId),
    manages ? waitingRequests(db, groupId) : Promise.resolve([]),
    manages ? liveCode(db, groupId) : Promise.resolve(undefined),
    courseSummaries(db, auth.userId, [groupId]),
  ]);
  const courses = byGroup.get(groupId) ?? [];
  const shown = members.filter((m) => seesProgressOf(auth, myRole, m.id)).map((m) => m.id);
  const enrolments = await enrolmentsOf(
    db,
    shown,
    courses.map((c) => c.courseId),
  );
  const now = Date.now();
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    createdAt: group.created_at.toISOString(),
    myRole,
    canManage: manages,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      joinedAt: (m.joined_at ?? group.created_at).toISOString(),
      progress: shown.includes(m.id)
        ? courses.map((c) => {
            const e = enrolments.find((x) => x.user_id === m.id && x.course_id === c.courseId);
            return {
              courseId: c.courseId,
              progress: e?.progress ?? null,
              completedAt: iso(e?.completed_at ?? null),
            };
          })
        : null,
    })),
    courses,
    requests: requests.map((r) => ({
      id: r.id,
      name: r.name,
      requestedAt: r.requested_at.toISOString(),
    })),
    joinCode: code
      ? {
          code: code.code,
          expiresAt: iso(code.expires_at),
          maxUses: code.max_uses,
          uses: code.uses,
          isUsable:
            (code.expires_at === null || code.expires_at.getTime() > now) &&
            (code.max_uses === null || code.uses < code.max_uses),
        }
      : null,
    forumTopicId: group.topic_id,
  };
}

/** Groups of my company I am not in, to ask to join. */
export async function joinableGroups(db: Db, auth: AuthClaims): Promise<JoinableGroupList> {
  const groups = await groupsToRequest(db, auth.companyId, auth.userId);
  const counts = await memberCounts(
    db,
    groups.map((g) => g.id),
  );
  return {
    items: groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      memberCount: counts.get(g.id)?.active ?? 0,
      myRequest: g.my_state === 'requested' || g.my_state === 'rejected' ? g.my_state : null,
    })),
  };
}
