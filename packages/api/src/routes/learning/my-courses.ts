import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../../auth/guard';
import type { AuthClaims, TokenService } from '../../auth/tokens';
import { IdParam } from '../../contract/common';
import {
  AttemptHistory,
  AttemptHistoryQuery,
  MyCourse,
  MyCourseDetail,
} from '../../contract/scores';
import type { Schema } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bearerSecurity, errors, json, route, router } from '../../http/openapi';
import {
  contentStates,
  enrolmentView,
  findEnrolment,
  nextContentId,
  orderedContents,
} from '../../learning/progress';
import {
  attemptSummary,
  courseQuizzes,
  coursePassThreshold,
  finaliseOverdue,
  submittedAttempts,
} from '../../quiz/scores';
import { courseSummaries, toCourseSummary } from '../catalog/courses-query';
import { courseDetail } from '../../quiz/course-detail';

const TYPE_FILTER = { final: 'Final Quiz', evaluation: 'Evaluation' } as const;

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

  async function requireMine(auth: AuthClaims, courseId: number) {
    const enrolment = await findEnrolment(db, auth, courseId);
    if (!enrolment) throw notFound('course');
    await finaliseOverdue(db, enrolment.id, new Date());
    return enrolment;
  }

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'listMyCourses',
      path: '/my/courses',
      summary: 'The courses I am enrolled in, most recent activity first',
      responses: { 200: json(MyCourse.array(), 'My courses'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => {
      const auth = c.get('auth');
      const enrolments = await db
        .selectFrom('enrolments')
        .selectAll()
        .where('company_id', '=', auth.companyId)
        .where('user_id', '=', auth.userId)
        .orderBy('last_activity_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (enrolments.length === 0) return c.json([], 200);
      const summaries = await courseSummaries(db, auth.companyId)
        .where(
          'courses.id',
          'in',
          enrolments.map((e) => e.course_id),
        )
        .execute();
      const byId = new Map(summaries.map((s) => [s.id, toCourseSummary(s)]));
      const items = await Promise.all(
        enrolments.flatMap((e) => {
          const course = byId.get(e.course_id);
          if (!course) return [];
          return (async (): Promise<MyCourse> => ({
            course,
            enrolment: await enrolmentView(db, e),
            nextContentId: nextContentId(await contentStates(db, e)),
            lastActivityAt: e.last_activity_at.toISOString(),
          }))();
        }),
      );
      return c.json(items, 200);
    },
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
    async (c) => {
      const auth = c.get('auth');
      const enrolment = await requireMine(auth, c.req.valid('param').id);
      return c.json(await courseDetail(db, auth.companyId, enrolment), 200);
    },
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
      const auth = c.get('auth');
      const courseId = c.req.valid('param').id;
      const { contentId, type } = c.req.valid('query');
      const enrolment = await requireMine(auth, courseId);
      const [contents, quizzes, attempts, course] = await Promise.all([
        orderedContents(db, courseId),
        courseQuizzes(db, courseId),
        submittedAttempts(db, enrolment.id),
        db
          .selectFrom('courses')
          .select(['id', 'title_id', 'title_en'])
          .where('id', '=', courseId)
          .executeTakeFirstOrThrow(),
      ]);
      // A content of another course, or one that is not a quiz, has no history here.
      const picked = contentId === undefined ? undefined : quizzes.get(contentId);
      if (contentId !== undefined && !picked) throw notFound('content');
      const typeWanted = type === undefined ? undefined : TYPE_FILTER[type];
      const wanted = contents.filter(
        (ct) =>
          quizzes.has(ct.id) &&
          (contentId === undefined || ct.id === contentId) &&
          (typeWanted === undefined || ct.type === typeWanted),
      );
      const byId = new Map(wanted.map((ct) => [ct.id, ct]));
      const items = attempts.flatMap((a) => {
        const content = byId.get(a.contentId);
        return content ? [attemptSummary(a, content)] : [];
      });
      return c.json(
        {
          course: { id: course.id, title: { id: course.title_id, en: course.title_en } },
          passThreshold: picked?.pass_threshold ?? coursePassThreshold(contents, quizzes),
          items,
        },
        200,
      );
    },
  );
  return app;
}
