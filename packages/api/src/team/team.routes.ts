import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam } from '../contract/common';
import {
  AssignableCourseList,
  AssignCourseRequest,
  CourseAssigned,
  TeamMemberDetail,
  TeamOverview,
} from '../contract/team';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { assignableCourses, assignCourse, teamMemberDetail, teamOverview } from './team.service';

/**
 * My team over HTTP: my direct reports, one person's learning, and assigning a course to
 * them. Anyone who is not my direct report answers 404, so ids reveal nothing.
 */
export function teamRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Team'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMyTeam',
      path: '/',
      summary: 'My direct reports with their courses, training hours and certificates',
      responses: { 200: json(TeamOverview, 'My team'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await teamOverview(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamMember',
      path: '/members/{id}',
      summary: 'One of my direct reports: courses, certificates and what I changed',
      request: { params: IdParam },
      responses: { 200: json(TeamMemberDetail, 'The person'), ...denied },
    }),
    async (c) => c.json(await teamMemberDetail(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getAssignableCourses',
      path: '/members/{id}/assignable-courses',
      summary: 'The courses I may assign to the person, and where they stand with each',
      request: { params: IdParam },
      responses: { 200: json(AssignableCourseList, 'Courses'), ...denied },
    }),
    async (c) => c.json(await assignableCourses(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'assignTeamCourse',
      path: '/members/{id}/assignments',
      summary: 'Assign a course with a due date and a note; the person is told',
      request: {
        params: IdParam,
        body: { content: { 'application/json': { schema: AssignCourseRequest } }, required: true },
      },
      responses: {
        201: json(CourseAssigned, 'Assigned'),
        400: errors[400],
        ...denied,
        409: json(ErrorBody, 'Already completed (`course_completed`)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await assignCourse(db, c.get('auth'), id, c.req.valid('json')), 201);
    },
  );
  return app;
}
