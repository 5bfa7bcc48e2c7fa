import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam } from '../contract/common';
import {
  MemberQuestions,
  NewTeamQuestion,
  TeamAnswer,
  TeamQuestion,
  TeamQuestionList,
  TeamQuestionReply,
} from '../contract/team-questions';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import {
  answerQuestion,
  askQuestion,
  markQuestionRead,
  replyToQuestion,
  withdrawQuestion,
} from './team-questions.changes';
import { memberQuestions, questionList, readQuestion } from './team-questions.service';

/**
 * Follow-up questions over HTTP: a supervisor asks a direct report what they applied from a
 * training; the person answers. A question is its two people's alone: anyone else gets 404.
 */
export function teamQuestionRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Team questions'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };
  const body = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
  const wrongState = (what: string) => json(ErrorBody, what);

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamQuestions',
      path: '/',
      summary: 'Questions my supervisor asked me, and those I asked my team',
      responses: { 200: json(TeamQuestionList, 'Questions'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await questionList(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMemberQuestions',
      path: '/members/{id}/questions',
      summary: 'What I asked one of my direct reports, and the trainings they completed',
      request: { params: IdParam },
      responses: { 200: json(MemberQuestions, 'Questions'), ...denied },
    }),
    async (c) => c.json(await memberQuestions(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'askTeamQuestion',
      path: '/members/{id}/questions',
      summary: 'Ask a direct report a follow-up question; they are told',
      request: { params: IdParam, body: body(NewTeamQuestion) },
      responses: {
        201: json(TeamQuestion, 'Asked'),
        400: errors[400],
        ...denied,
        409: wrongState('The training is not one they completed (`training_not_completed`)'),
      },
    }),
    async (c) =>
      c.json(
        await askQuestion(db, c.get('auth'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamQuestion',
      path: '/{id}',
      summary: 'One question with its answer and reply',
      request: { params: IdParam },
      responses: { 200: json(TeamQuestion, 'The question'), ...denied },
    }),
    async (c) => c.json(await readQuestion(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'withdrawTeamQuestion',
      path: '/{id}/withdraw',
      summary: 'Take back a question not answered yet',
      request: { params: IdParam },
      responses: {
        200: json(TeamQuestion, 'Withdrawn'),
        ...denied,
        409: wrongState('Answered or withdrawn already (`not_open`)'),
      },
    }),
    async (c) => c.json(await withdrawQuestion(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'answerTeamQuestion',
      path: '/{id}/answer',
      summary: 'Answer a question asked of me, or change my answer until it is read',
      request: { params: IdParam, body: body(TeamAnswer) },
      responses: {
        200: json(TeamQuestion, 'Answered'),
        400: errors[400],
        ...denied,
        409: wrongState('Withdrawn, or read and so final (`question_closed`)'),
      },
    }),
    async (c) =>
      c.json(
        await answerQuestion(
          db,
          c.get('auth'),
          c.req.valid('param').id,
          c.req.valid('json').answer,
        ),
        200,
      ),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'readTeamQuestion',
      path: '/{id}/read',
      summary: 'Mark the answer read: it is final from then on',
      request: { params: IdParam },
      responses: {
        200: json(TeamQuestion, 'Read'),
        ...denied,
        409: wrongState('Not answered (`not_answered`) or withdrawn (`withdrawn`)'),
      },
    }),
    async (c) => c.json(await markQuestionRead(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'replyTeamQuestion',
      path: '/{id}/reply',
      summary: 'One short reply to the answer; it marks the answer read',
      request: { params: IdParam, body: body(TeamQuestionReply) },
      responses: {
        200: json(TeamQuestion, 'Replied'),
        400: errors[400],
        ...denied,
        409: wrongState('Not answered (`not_answered`), withdrawn, or replied (`already_replied`)'),
      },
    }),
    async (c) =>
      c.json(
        await replyToQuestion(
          db,
          c.get('auth'),
          c.req.valid('param').id,
          c.req.valid('json').reply,
        ),
        200,
      ),
  );
  return app;
}
