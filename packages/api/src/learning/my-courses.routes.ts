import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { AttemptHistory, AttemptHistoryQuery, MyCourse, MyCourseDetail } from '../contract/scores';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { myAttemptHistory, myCourseDetail, myCourses } from './my-courses.service';

/**
 * My learning: the courses I am in with their progress, each content's status and scores,
 * and my attempt history. Only my own enrolments of my company; anything else is 404.
 */
export function myCourseRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['My learning'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'listMyCourses',
      path: '/my/courses',
      summary: 'The courses I am enrolled in, most recent activity first',
      responses: { 200: json(MyCourse.array(), 'My courses'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await myCourses(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMyCourse',
      path: '/my/courses/{id}',
      summary: 'My progress in a course: every content with its status and scores',
      request: { params: IdParam },
      responses: {
        200: json(MyCourseDetail, 'Progress and scores'),
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => c.json(await myCourseDetail(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'listMyCourseAttempts',
      path: '/my/courses/{id}/attempts',
      summary: 'My submitted attempts of one quiz content, the final quiz or the evaluations',
      request: { params: IdParam, query: AttemptHistoryQuery },
      responses: {
        200: json(AttemptHistory, 'Newest first'),
        400: errors[400],
        401: errors[401],
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const history = await myAttemptHistory(
        db,
        c.get('auth'),
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(history, 200);
    },
  );
  return app;
}
