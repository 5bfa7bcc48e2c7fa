import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody } from '../contract/common';
import { DailyAnswerResult, DailyQuiz, DailyQuizToday } from '../contract/daily-quiz';
import { AnswerParams, SaveAnswerBody } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { answerDailyQuestion, dailyQuizToday, startDailyQuiz } from './daily-quiz.service';

/**
 * The daily quiz over HTTP (member area). Every route reads or writes the caller's own quiz;
 * the day is the server's, in the company's time zone, never the client's.
 */
export function dailyQuizRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Daily quiz'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getDailyQuizToday',
      path: '/today',
      summary: "Today's quiz (once started), my streak and my calendar of past days",
      responses: { 200: json(DailyQuizToday, 'Today'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await dailyQuizToday(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'startDailyQuiz',
      path: '/today',
      summary: "Start today's quiz, or resume it when already open",
      description:
        'Questions: reviews due today (FSRS), then questions missed in course quizzes, then new ones from enrolled courses, then practice of questions not yet due; at most two per course.',
      responses: {
        200: json(DailyQuiz, "Today's quiz, already open"),
        201: json(DailyQuiz, "Today's quiz, new"),
        401: errors[401],
        403: errors[403],
        409: json(
          ErrorBody,
          'Finished today (`daily_quiz_done`), or no questions to ask (`daily_quiz_empty`)',
        ),
      },
    }),
    async (c) => {
      const { quiz, created } = await startDailyQuiz(db, c.get('auth'));
      return c.json(quiz, created ? 201 : 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'answerDailyQuestion',
      path: '/{id}/answers/{questionId}',
      summary: 'Answer a question of my daily quiz; the first answer is final',
      description:
        '`answeredAt` is kept for the offline queue but the day is decided by the server: a quiz of another day answers 409 `daily_quiz_closed`.',
      request: {
        params: AnswerParams,
        body: { content: { 'application/json': { schema: SaveAnswerBody } }, required: true },
      },
      responses: {
        200: json(
          DailyAnswerResult,
          "The quiz with the answer's feedback; `applied` false when it was already answered",
        ),
        400: errors[400],
        401: errors[401],
        403: errors[403],
        404: errors[404],
        409: json(ErrorBody, 'The quiz belongs to another day (`daily_quiz_closed`)'),
      },
    }),
    async (c) => {
      const { id, questionId } = c.req.valid('param');
      const { value } = c.req.valid('json');
      return c.json(await answerDailyQuestion(db, c.get('auth'), id, { questionId, value }), 200);
    },
  );
  return app;
}
