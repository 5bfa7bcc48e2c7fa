import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody } from '../contract/common';
import {
  PsychotestAttempt,
  PsychotestOverview,
  PsychotestParams,
  PsychotestSharingBody,
  StartPsychotestBody,
} from '../contract/psychotests';
import {
  AnswerParams,
  AttemptParams,
  SaveAnswerBody,
  SavedAnswer,
  SubmitAttemptBody,
} from '../contract/quiz';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import {
  psychotestOverview,
  readPsychotest,
  savePsychotestAnswer,
  sharePsychotest,
  startPsychotest,
  submitPsychotest,
  type GivenAnswer,
} from './psychotests.service';

type SubmittedAnswer = { questionId: number; value: string | string[]; answeredAt: string };

/**
 * Psychotests over HTTP (member area): my tests, taking one, my results, sharing one with my
 * supervisor. Another person's attempt answers 404 unless it was shared with the caller as
 * that person's supervisor, and then only its result.
 */
export function psychotestRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Psychotests'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };
  const conflict = (description: string) => json(ErrorBody, description);
  const body = <T>(schema: T) => ({
    content: { 'application/json': { schema } },
    required: true,
  });

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMyPsychotests',
      path: '/',
      summary: 'The tests I can take, where I stand with each, and my past results',
      responses: {
        200: json(PsychotestOverview, 'My psychotests'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => c.json(await psychotestOverview(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'startPsychotest',
      path: '/{instrument}/attempts',
      summary: 'Start a test after consent, or resume the attempt in progress',
      request: { params: PsychotestParams, body: body(StartPsychotestBody) },
      responses: {
        200: json(PsychotestAttempt, 'The attempt in progress'),
        201: json(PsychotestAttempt, 'A new attempt'),
        400: errors[400],
        ...denied,
        409: conflict('Taken within the retake interval (`psychotest_too_soon`)'),
      },
    }),
    async (c) => {
      const { attempt, created } = await startPsychotest(
        db,
        c.get('auth'),
        c.req.valid('param').instrument,
      );
      return c.json(attempt, created ? 201 : 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getPsychotestAttempt',
      path: '/attempts/{id}',
      summary: 'My attempt with its answers, or a result my report shared with me',
      request: { params: AttemptParams },
      responses: { 200: json(PsychotestAttempt, 'The attempt'), ...denied },
    }),
    async (c) => c.json(await readPsychotest(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'savePsychotestAnswer',
      path: '/attempts/{id}/answers/{questionId}',
      summary: "Save one statement's answer ('1'..'5'); an older answer never replaces a newer one",
      request: { params: AnswerParams, body: body(SaveAnswerBody) },
      responses: {
        200: json(SavedAnswer, '`applied` is false when a newer answer was already kept'),
        400: errors[400],
        ...denied,
        409: conflict('Already sent (`psychotest_closed`)'),
      },
    }),
    async (c) => {
      const { id, questionId } = c.req.valid('param');
      const { value, answeredAt } = c.req.valid('json');
      // A list is never a statement's answer: it fails the '1'..'5' check as an empty one.
      const given = { questionId, value: typeof value === 'string' ? value : '', answeredAt };
      return c.json(await savePsychotestAnswer(db, c.get('auth'), id, given), 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'submitPsychotest',
      path: '/attempts/{id}/submit',
      summary: 'Send the answers, with any not saved yet, and get the result',
      request: {
        params: AttemptParams,
        body: { content: { 'application/json': { schema: SubmitAttemptBody } }, required: false },
      },
      responses: {
        200: json(PsychotestAttempt, 'The scored attempt (the same on a repeat)'),
        400: errors[400],
        ...denied,
        409: conflict('Statements left unanswered (`psychotest_incomplete`)'),
      },
    }),
    async (c) => {
      // The body is optional: without one the validator passes nothing at all.
      const sent = c.req.valid('json') as { answers?: SubmittedAnswer[] } | undefined;
      const given = (sent?.answers ?? []).map((a): GivenAnswer => ({
        questionId: a.questionId,
        value: typeof a.value === 'string' ? a.value : '',
        answeredAt: a.answeredAt,
      }));
      return c.json(await submitPsychotest(db, c.get('auth'), c.req.valid('param').id, given), 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'sharePsychotest',
      path: '/attempts/{id}/sharing',
      summary: 'Share my result with my supervisor, or stop sharing it',
      request: { params: AttemptParams, body: body(PsychotestSharingBody) },
      responses: {
        200: json(PsychotestAttempt, 'The result with its sharing'),
        400: errors[400],
        ...denied,
        409: conflict('Not sent yet (`psychotest_open`)'),
      },
    }),
    async (c) =>
      c.json(
        await sharePsychotest(
          db,
          c.get('auth'),
          c.req.valid('param').id,
          c.req.valid('json').sharedWithSupervisor,
        ),
        200,
      ),
  );
  return app;
}
