import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { CourseAccess, Enrolment } from '../contract/learning';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { courseAccess, enrolInFreeCourse } from './enrolment.service';

/**
 * Getting into a course: a free course opens with one press, a paid one only through a
 * voucher (POST /v1/vouchers/redeem). Courses of another company answer 404 as if absent.
 */
export function enrolmentRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path.
  app.use('/courses/:id/enrolment', requireAuth(tokens, ROLES.learners));

  const shared = {
    path: '/courses/{id}/enrolment' as const,
    tags: ['Learning'],
    security: bearerSecurity,
    request: { params: IdParam },
  };
  const failures = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...shared,
      method: 'get',
      operationId: 'getEnrolment',
      summary: 'Whether I am enrolled in a course, and whether it needs a voucher',
      responses: { 200: json(CourseAccess, 'My access to the course'), ...failures },
    }),
    async (c) => c.json(await courseAccess(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...shared,
      method: 'post',
      operationId: 'enrol',
      summary: 'Enrol in a free course (repeating it answers the enrolment I have)',
      description:
        'A paid course answers 400 `voucher_required` unless I am already enrolled through a voucher.',
      responses: {
        200: json(Enrolment, 'Already enrolled'),
        201: json(Enrolment, 'Enrolled now'),
        ...failures,
      },
    }),
    async (c) => {
      const { enrolment, created } = await enrolInFreeCourse(
        db,
        c.get('auth'),
        c.req.valid('param').id,
      );
      return c.json(enrolment, created ? 201 : 200);
    },
  );
  return app;
}
