import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam } from '../contract/common';
import {
  AnswerParams,
  Attempt,
  AttemptParams,
  SaveAnswerBody,
  SavedAnswer,
  SubmitAttemptBody,
} from '../contract/quiz';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import {
  readAttempt,
  saveAnswer,
  startAttempt,
  submitAttempt,
  type GivenAnswer,
} from '../quiz/attempts.service';

const conflict = (description: string) => json(ErrorBody, description);

/**
 * The quiz engine over HTTP. The server keeps the attempt: its question order, deadline and
 * every saved answer, so a reload, another device or a dropped connection loses nothing, and
 * nobody sees another learner's attempt (404, as if absent).
 */
export function attemptRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const guard = requireAuth(tokens, ROLES.learners);
  const base = { tags: ['Quiz'], security: bearerSecurity, middleware: guard };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'startAttempt',
      path: '/quizzes/{id}/attempts',
      summary: 'Start an attempt, or resume the one already open',
      request: { params: IdParam },
      responses: {
        200: json(Attempt, 'The attempt already open'),
        201: json(Attempt, 'A new attempt'),
        ...denied,
        409: conflict('No attempts left (`attempts_exhausted`)'),
      },
    }),
    async (c) => {
      const auth = c.get('auth');
      const now = new Date();
      const { attemptId, created } = await startAttempt(db, auth, c.req.valid('param').id, now);
      return c.json(await readAttempt(db, auth, attemptId, now), created ? 201 : 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getAttempt',
      path: '/attempts/{id}',
      summary: 'My attempt: questions in its order, saved answers, result once submitted',
      description:
        'An open attempt past its deadline (plus grace) is graded with its saved answers first.',
      request: { params: AttemptParams },
      responses: { 200: json(Attempt, 'The attempt'), ...denied },
    }),
    async (c) =>
      c.json(await readAttempt(db, c.get('auth'), c.req.valid('param').id, new Date()), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'saveAnswer',
      path: '/attempts/{id}/answers/{questionId}',
      summary: 'Save one answer; an older answer never replaces a newer one',
      request: {
        params: AnswerParams,
        body: { content: { 'application/json': { schema: SaveAnswerBody } }, required: true },
      },
      responses: {
        200: json(SavedAnswer, '`applied` is false when a newer answer was already kept'),
        400: errors[400],
        ...denied,
        409: conflict('Submitted or out of time (`attempt_closed`)'),
      },
    }),
    async (c) => {
      const { id, questionId } = c.req.valid('param');
      const { value, answeredAt } = c.req.valid('json');
      const saved = await saveAnswer(
        db,
        c.get('auth'),
        id,
        { questionId, value, answeredAt },
        new Date(),
      );
      return c.json(saved, 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'submitAttempt',
      path: '/attempts/{id}/submit',
      summary: 'Submit, with any answers not saved yet; repeating it answers the same result',
      request: {
        params: AttemptParams,
        body: { content: { 'application/json': { schema: SubmitAttemptBody } }, required: false },
      },
      responses: { 200: json(Attempt, 'The graded attempt'), 400: errors[400], ...denied },
    }),
    async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const now = new Date();
      // The body is optional: without one the validator passes nothing at all.
      const body = c.req.valid('json') as { answers?: GivenAnswer[] } | undefined;
      await submitAttempt(db, auth, id, body?.answers ?? [], now);
      return c.json(await readAttempt(db, auth, id, now), 200);
    },
  );
  return app;
}
