import { z } from '@hono/zod-openapi';
import { IdNumber, IsoDate, LocalizedText, orNull, positiveIntText, safeString } from './common';
import { GROUP_LIMITS, GROUP_ROLES } from './group-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });

const GroupPerson = z.object({ id: z.number().int(), name: z.string() });

/** A course of a group as one of its members sees it. */
export const GroupCourseSummary = z
  .object({
    courseId: z.number().int(),
    title: LocalizedText,
    dueAt: orNull(dateTime()),
    /** My progress in it (0-100); null when I am not enrolled (a staff visitor). */
    myProgress: orNull(z.number().int()),
    /** Active members who completed it, of `memberCount`. */
    completedCount: z.number().int(),
    memberCount: z.number().int(),
  })
  .openapi('GroupCourseSummary');
export type GroupCourseSummary = z.infer<typeof GroupCourseSummary>;

export const GroupSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    myRole: z.enum(GROUP_ROLES),
    memberCount: z.number().int(),
    courses: z.array(GroupCourseSummary),
    /** Requests to join waiting for a leader; null unless I lead the group. */
    pendingRequests: orNull(z.number().int()),
  })
  .openapi('GroupSummary');
export type GroupSummary = z.infer<typeof GroupSummary>;

export const GROUP_REQUEST_STATES = ['requested', 'rejected'] as const;

export const MyGroupList = z
  .object({
    items: z.array(GroupSummary),
    /** Groups I asked to join that have not let me in (yet). */
    requests: z.array(
      z.object({
        groupId: z.number().int(),
        name: z.string(),
        state: z.enum(GROUP_REQUEST_STATES),
        requestedAt: dateTime(),
      }),
    ),
  })
  .openapi('MyGroupList');
export type MyGroupList = z.infer<typeof MyGroupList>;

export const GroupMemberProgress = z.object({
  courseId: z.number().int(),
  /** Null: not enrolled (joined before a course was removed, or enrolment deleted). */
  progress: orNull(z.number().int()),
  completedAt: orNull(dateTime()),
});

export const GroupMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(GROUP_ROLES),
    joinedAt: dateTime(),
    /** Per group course; only leaders and staff see others' progress, members their own. */
    progress: orNull(z.array(GroupMemberProgress)),
  })
  .openapi('GroupMember');
export type GroupMember = z.infer<typeof GroupMember>;

export const GroupJoinCode = z
  .object({
    code: z.string(),
    expiresAt: orNull(dateTime()),
    maxUses: orNull(z.number().int()),
    uses: z.number().int(),
    /** False when expired or used up: leaders then rotate it. */
    isUsable: z.boolean(),
  })
  .openapi('GroupJoinCode');
export type GroupJoinCode = z.infer<typeof GroupJoinCode>;

export const GroupDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    createdAt: dateTime(),
    /** Null for staff who look after the group without being in it. */
    myRole: orNull(z.enum(GROUP_ROLES)),
    /** Leaders and staff: add people and courses, answer requests, rotate the code. */
    canManage: z.boolean(),
    members: z.array(GroupMember),
    courses: z.array(GroupCourseSummary),
    /** Waiting requests to join; empty unless I may manage. */
    requests: z.array(GroupPerson.extend({ requestedAt: dateTime() })),
    /** The live code; null when there is none or I may not manage. */
    joinCode: orNull(GroupJoinCode),
    /** The group's discussion: a forum topic only its members read. */
    forumTopicId: z.number().int(),
  })
  .openapi('GroupDetail');
export type GroupDetail = z.infer<typeof GroupDetail>;

const Name = safeString().trim().min(GROUP_LIMITS.nameMinLength).max(GROUP_LIMITS.nameMaxLength);
const Description = safeString().trim().max(GROUP_LIMITS.descriptionMaxLength);

export const CreateGroupRequest = z
  .strictObject({ name: Name, description: Description.default('') })
  .openapi('CreateGroupRequest', {
    example: { name: 'Tim Penjualan Surabaya', description: 'Belajar bersama tiap Jumat.' },
  });
export type CreateGroupRequest = z.infer<typeof CreateGroupRequest>;

export const JoinGroupRequest = z
  .strictObject({ code: safeString().max(GROUP_LIMITS.searchMaxLength) })
  .openapi('JoinGroupRequest', { example: { code: 'K7MP-2QXR' } });

export const JoinedGroup = z
  .object({ groupId: z.number().int(), name: z.string(), alreadyMember: z.boolean() })
  .openapi('JoinedGroup');
export type JoinedGroup = z.infer<typeof JoinedGroup>;

/** Groups of my company I am not in, to ask to join. */
export const JoinableGroupList = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string(),
        memberCount: z.number().int(),
        myRequest: orNull(z.enum(GROUP_REQUEST_STATES)),
      }),
    ),
  })
  .openapi('JoinableGroupList');
export type JoinableGroupList = z.infer<typeof JoinableGroupList>;

export const GroupRequestAnswer = z
  .strictObject({ accept: z.boolean() })
  .openapi('GroupRequestAnswer', { example: { accept: true } });

export const AddGroupMembersRequest = z
  .strictObject({ userIds: z.array(IdNumber).min(1).max(GROUP_LIMITS.addAtOnce) })
  .openapi('AddGroupMembersRequest', { example: { userIds: [4, 7] } });

export const GroupMemberRoleRequest = z
  .strictObject({ role: z.enum(GROUP_ROLES) })
  .openapi('GroupMemberRoleRequest', { example: { role: 'leader' } });

export const AddGroupCourseRequest = z
  .strictObject({
    courseId: IdNumber,
    /** The last day (Asia/Jakarta) to complete it; none when optional. */
    dueOn: IsoDate().optional(),
  })
  .openapi('AddGroupCourseRequest', { example: { courseId: 3, dueOn: '2026-12-31' } });
export type AddGroupCourseRequest = z.infer<typeof AddGroupCourseRequest>;

export const GroupCourseAdded = z
  .object({
    courseId: z.number().int(),
    /** Members enrolled by this (those enrolled before keep their progress). */
    enrolled: z.number().int(),
  })
  .openapi('GroupCourseAdded');

/** Both said outright (null: no end), so an empty body is a mistake, not "forever". */
export const RotateGroupCodeRequest = z
  .strictObject({
    expiresInDays: orNull(z.number().int().min(1).max(GROUP_LIMITS.codeMaxDays)),
    maxUses: orNull(z.number().int().min(1).max(GROUP_LIMITS.codeMaxUses)),
  })
  .openapi('RotateGroupCodeRequest', { example: { expiresInDays: 7, maxUses: 30 } });
export type RotateGroupCodeRequest = z.infer<typeof RotateGroupCodeRequest>;

export const GroupSearchQuery = z.object({
  q: safeString().max(GROUP_LIMITS.searchMaxLength).optional(),
});

/** People of my company not in the group, for a leader to add. */
export const GroupCandidateList = z
  .object({ items: z.array(GroupPerson) })
  .openapi('GroupCandidateList');
export type GroupCandidateList = z.infer<typeof GroupCandidateList>;

/** Courses of my company a leader may add (staff: any; others: free ones). */
export const GroupCourseOptionList = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        title: LocalizedText,
        isFree: z.boolean(),
        /** Staff may add a paid course (the company pays); other leaders only free ones. */
        canAdd: z.boolean(),
      }),
    ),
  })
  .openapi('GroupCourseOptionList');
export type GroupCourseOptionList = z.infer<typeof GroupCourseOptionList>;

export const GroupMemberParams = z.object({
  id: positiveIntText().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  userId: positiveIntText().openapi({ param: { name: 'userId', in: 'path' }, example: 4 }),
});
export const GroupCourseParams = z.object({
  id: positiveIntText().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  courseId: positiveIntText().openapi({ param: { name: 'courseId', in: 'path' }, example: 3 }),
});
