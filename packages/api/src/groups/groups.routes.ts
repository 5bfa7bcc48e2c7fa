import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import {
  AddGroupCourseRequest,
  AddGroupMembersRequest,
  CreateGroupRequest,
  GroupCandidateList,
  GroupCourseAdded,
  GroupCourseOptionList,
  GroupCourseParams,
  GroupDetail,
  GroupMemberParams,
  GroupMemberRoleRequest,
  GroupRequestAnswer,
  GroupSearchQuery,
  JoinableGroupList,
  JoinedGroup,
  JoinGroupRequest,
  MyGroupList,
  RotateGroupCodeRequest,
} from '../contract/groups';
import type { Schema } from '../db/schema';
import { bearerSecurity, errorResponse, errors, json, route, router } from '../http/openapi';
import { addCourse, courseOptions, removeCourse } from './groups-courses.service';
import {
  addMembers,
  answerRequest,
  askToJoin,
  candidates,
  joinByCode,
  removeMember,
  rotateCode,
  setRole,
} from './groups-membership.service';
import { createGroup, groupDetail, joinableGroups, myGroups } from './groups.service';

const jsonBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/**
 * Groups (member area): every route needs a participant's token. A group answers only its
 * members and the company's staff (404 to anyone else); managing it takes a leader or staff.
 */
export function groupRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', requireAuth(tokens, ROLES.learners));
  const tags = ['Groups'];
  const security = bearerSecurity;
  const refusals = { 403: errors[403], 404: errors[404] };
  const detail = json(GroupDetail, 'The group as the caller now sees it');
  const conflict = (what: string) => errorResponse(what);

  app.openapi(
    route({
      method: 'get',
      operationId: 'listMyGroups',
      security,
      path: '/mine',
      tags,
      summary: 'The groups I am in, with their courses and my progress, and my requests to join',
      responses: { 200: json(MyGroupList, 'My groups'), 403: errors[403] },
    }),
    async (c) => c.json(await myGroups(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'createGroup',
      security,
      path: '/',
      tags,
      summary: 'Start a group: I lead it, and it has its own discussion',
      request: jsonBody(CreateGroupRequest),
      responses: {
        201: json(GroupDetail, 'The new group'),
        403: errors[403],
        409: conflict('I lead the most groups allowed (`group_led_limit`)'),
      },
    }),
    async (c) => c.json(await createGroup(db, c.get('auth'), c.req.valid('json')), 201),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listJoinableGroups',
      security,
      path: '/joinable',
      tags,
      summary: 'Groups of my company I am not in, to ask to join',
      responses: { 200: json(JoinableGroupList, 'Groups I could ask to join'), 403: errors[403] },
    }),
    async (c) => c.json(await joinableGroups(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'joinGroupByCode',
      security,
      path: '/join',
      tags,
      summary: 'Join a group with its code',
      description:
        'Spaces, dashes and case do not matter. 404 unknown or revoked code, 410 `code_expired` or `code_used_up`, 429 after too many tries in a short time (every try counts). A code of a group I am in already answers 200 with `alreadyMember`.',
      request: jsonBody(JoinGroupRequest),
      responses: {
        200: json(JoinedGroup, 'The group I am now in'),
        ...refusals,
        409: conflict('The group is full (`group_full`)'),
        410: errorResponse('The code expired or was used up'),
        429: errors[429],
      },
    }),
    async (c) => c.json(await joinByCode(db, c.get('auth'), c.req.valid('json').code), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getGroup',
      security,
      path: '/{id}',
      tags,
      summary: 'A group: members, leaders, courses and progress (members and staff)',
      request: { params: IdParam },
      responses: { 200: detail, ...refusals },
    }),
    async (c) => c.json(await groupDetail(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'askToJoinGroup',
      security,
      path: '/{id}/requests',
      tags,
      summary: 'Ask the leaders of a group of my company to let me in',
      request: { params: IdParam },
      responses: { 200: json(JoinableGroupList, 'Groups I could ask to join'), ...refusals },
    }),
    async (c) => {
      await askToJoin(db, c.get('auth'), c.req.valid('param').id);
      return c.json(await joinableGroups(db, c.get('auth')), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'answerGroupRequest',
      security,
      path: '/{id}/requests/{userId}',
      tags,
      summary: 'Let someone who asked into the group, or say no (leaders and staff)',
      request: { params: GroupMemberParams, ...jsonBody(GroupRequestAnswer) },
      responses: { 200: detail, ...refusals, 409: conflict('The group is full (`group_full`)') },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await answerRequest(db, c.get('auth'), id, userId, c.req.valid('json').accept);
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listGroupCandidates',
      security,
      path: '/{id}/candidates',
      tags,
      summary: 'People of my company not in the group, by the start of a name (leaders and staff)',
      request: { params: IdParam, query: GroupSearchQuery },
      responses: { 200: json(GroupCandidateList, 'People who could be added'), ...refusals },
    }),
    async (c) => {
      const { q = '' } = c.req.valid('query');
      return c.json(await candidates(db, c.get('auth'), c.req.valid('param').id, q), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'addGroupMembers',
      security,
      path: '/{id}/members',
      tags,
      summary:
        'Add people of my company to the group; they are enrolled in its courses (leaders and staff)',
      request: { params: IdParam, ...jsonBody(AddGroupMembersRequest) },
      responses: { 200: detail, ...refusals, 409: conflict('The group is full (`group_full`)') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await addMembers(db, c.get('auth'), id, c.req.valid('json').userIds);
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'removeGroupMember',
      security,
      path: '/{id}/members/{userId}',
      tags,
      summary: 'Remove someone from the group (leaders and staff); their course progress stays',
      request: { params: GroupMemberParams },
      responses: {
        200: detail,
        ...refusals,
        409: conflict('The last leader cannot go while others remain (`last_leader`)'),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeMember(db, c.get('auth'), id, userId);
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'leaveGroup',
      security,
      path: '/{id}/membership',
      tags,
      summary: 'Leave the group; my course progress stays mine',
      request: { params: IdParam },
      responses: {
        200: json(MyGroupList, 'My groups without this one'),
        ...refusals,
        409: conflict('The last leader cannot go while others remain (`last_leader`)'),
      },
    }),
    async (c) => {
      const auth = c.get('auth');
      await removeMember(db, auth, c.req.valid('param').id, auth.userId);
      return c.json(await myGroups(db, auth), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'setGroupMemberRole',
      security,
      path: '/{id}/members/{userId}/role',
      tags,
      summary: 'Make a member a leader, or a leader a member (leaders and staff)',
      request: { params: GroupMemberParams, ...jsonBody(GroupMemberRoleRequest) },
      responses: {
        200: detail,
        ...refusals,
        409: conflict('The group must keep a leader (`last_leader`)'),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await setRole(db, c.get('auth'), id, userId, c.req.valid('json').role);
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'rotateGroupCode',
      security,
      path: '/{id}/code',
      tags,
      summary: 'A new join code (the old one stops working), optionally for some days and joins',
      request: { params: IdParam, ...jsonBody(RotateGroupCodeRequest) },
      responses: { 200: detail, ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await rotateCode(db, c.get('auth'), id, c.req.valid('json'));
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'revokeGroupCode',
      security,
      path: '/{id}/code',
      tags,
      summary: 'Stop the join code working, with no new one (leaders and staff)',
      request: { params: IdParam },
      responses: { 200: detail, ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await rotateCode(db, c.get('auth'), id, 'revoke');
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listGroupCourseOptions',
      security,
      path: '/{id}/course-options',
      tags,
      summary: 'Courses of my company not in the group, by part of a title (leaders and staff)',
      request: { params: IdParam, query: GroupSearchQuery },
      responses: { 200: json(GroupCourseOptionList, 'Courses that could be added'), ...refusals },
    }),
    async (c) => {
      const { q = '' } = c.req.valid('query');
      return c.json(await courseOptions(db, c.get('auth'), c.req.valid('param').id, q), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'addGroupCourse',
      security,
      path: '/{id}/courses',
      tags,
      summary:
        'Add a course to the group: its members are enrolled, with the due date (leaders and staff)',
      description:
        'A paid course takes staff (403 `paid_course`); members who join later are enrolled as they join.',
      request: { params: IdParam, ...jsonBody(AddGroupCourseRequest) },
      responses: {
        201: json(GroupCourseAdded, 'The course and how many members it enrolled'),
        ...refusals,
        409: conflict('The course is in the group already (`course_in_group`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await addCourse(db, c.get('auth'), id, c.req.valid('json')), 201);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      operationId: 'removeGroupCourse',
      security,
      path: '/{id}/courses/{courseId}',
      tags,
      summary: 'Take a course off the group; nobody loses their enrolment or progress',
      request: { params: GroupCourseParams },
      responses: { 200: detail, ...refusals },
    }),
    async (c) => {
      const { id, courseId } = c.req.valid('param');
      await removeCourse(db, c.get('auth'), id, courseId);
      return c.json(await groupDetail(db, c.get('auth'), id), 200);
    },
  );

  return app;
}
