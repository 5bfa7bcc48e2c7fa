import type { Kysely } from 'kysely';
import { z } from '@hono/zod-openapi';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import {
  BulkAssigned,
  BulkAssignRequest,
  TeamCourseAssignees,
  TeamCourseDetail,
  TeamCourseList,
  TeamDashboard,
} from '../contract/team-reports';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { bulkAssign } from './team-bulk-assign.service';
import { teamCourse, teamCourseAssignees, teamCourses } from './team-courses.service';
import { teamDashboard, teamDashboardCsv } from './team-dashboard.service';

/**
 * My team's reports over HTTP: the courses my direct reports take, one course for them,
 * assigning it to several at once, and the dashboard of everyone below me (with its CSV).
 * A course of another company, or a person not my direct report, answers 404.
 */
export function teamReportRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Team reports'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamCourses',
      path: '/courses',
      summary: 'The courses my direct reports are enrolled in or assigned, by state',
      responses: { 200: json(TeamCourseList, 'Courses'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await teamCourses(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamCourse',
      path: '/courses/{id}',
      summary: 'One course for my direct reports: counts, scores and each person',
      request: { params: IdParam },
      responses: { 200: json(TeamCourseDetail, 'The course'), ...denied },
    }),
    async (c) => c.json(await teamCourse(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamCourseAssignees',
      path: '/courses/{id}/assignees',
      summary: 'My direct reports and where each stands with the course',
      request: { params: IdParam },
      responses: { 200: json(TeamCourseAssignees, 'People'), ...denied },
    }),
    async (c) => c.json(await teamCourseAssignees(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'bulkAssignTeamCourse',
      path: '/courses/{id}/assignments',
      summary: 'Assign the course to several of my direct reports; each outcome is reported',
      request: {
        params: IdParam,
        body: { content: { 'application/json': { schema: BulkAssignRequest } }, required: true },
      },
      responses: {
        200: json(BulkAssigned, 'Each person assigned or refused'),
        400: errors[400],
        ...denied,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json(await bulkAssign(db, c.get('auth'), id, body, c.get('lang')), 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamDashboard',
      path: '/dashboard',
      summary: 'Everyone below me (direct and indirect): completion, overdue, hours, approvals',
      responses: { 200: json(TeamDashboard, 'The dashboard'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await teamDashboard(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'exportTeamDashboard',
      path: '/dashboard/export',
      summary: 'The dashboard’s per-person table as CSV (UTF-8 with BOM)',
      responses: {
        200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const { csv, fileName } = await teamDashboardCsv(db, c.get('auth'), c.get('lang'));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
      });
    },
  );
  return app;
}
