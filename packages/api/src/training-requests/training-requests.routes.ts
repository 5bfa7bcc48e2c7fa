import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam } from '../contract/common';
import {
  ApproverList,
  NewTrainingRequest,
  TrainingDecision,
  TrainingRequest,
  TrainingRequestList,
} from '../contract/training-requests';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import {
  cancelTrainingRequest,
  createTrainingRequest,
  decideTrainingRequest,
  readTrainingRequest,
  secondApprovers,
  trainingRequestList,
} from './training-requests.service';

/**
 * Training requests over HTTP: mine, those I decide as supervisor or second approver, asking,
 * deciding and cancelling. A request the caller is not part of answers 404.
 */
export function trainingRequestRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Training requests'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };
  const body = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTrainingRequests',
      path: '/',
      summary: 'My requests, those waiting for my decision, and my team’s',
      responses: { 200: json(TrainingRequestList, 'Requests'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await trainingRequestList(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getSecondApprovers',
      path: '/approvers',
      summary: 'Who a supervisor may forward a request to: the company’s admins and trainers',
      responses: { 200: json(ApproverList, 'Approvers'), 401: errors[401], 403: errors[403] },
    }),
    async (c) => c.json(await secondApprovers(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'createTrainingRequest',
      path: '/',
      summary: 'Ask my supervisor for a course, an event or an external training',
      request: { body: body(NewTrainingRequest) },
      responses: {
        201: json(TrainingRequest, 'Asked; my supervisor is told'),
        400: errors[400],
        ...denied,
        409: json(
          ErrorBody,
          'No supervisor (`no_supervisor`), asked already, or the event is over',
        ),
      },
    }),
    async (c) => c.json(await createTrainingRequest(db, c.get('auth'), c.req.valid('json')), 201),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTrainingRequest',
      path: '/{id}',
      summary: 'One request with its history',
      request: { params: IdParam },
      responses: { 200: json(TrainingRequest, 'The request'), ...denied },
    }),
    async (c) => c.json(await readTrainingRequest(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'decideTrainingRequest',
      path: '/{id}/decision',
      summary: 'Approve (alone or forwarding to a second approver) or reject with a comment',
      request: { params: IdParam, body: body(TrainingDecision) },
      responses: {
        200: json(TrainingRequest, 'Decided'),
        400: errors[400],
        ...denied,
        409: json(ErrorBody, 'Not waiting for my decision (`not_approver`, `decided`)'),
      },
    }),
    async (c) =>
      c.json(
        await decideTrainingRequest(
          db,
          c.get('auth'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'cancelTrainingRequest',
      path: '/{id}/cancel',
      summary: 'Withdraw my request while it waits for a decision',
      request: { params: IdParam },
      responses: {
        200: json(TrainingRequest, 'Cancelled'),
        ...denied,
        409: json(ErrorBody, 'Already decided (`decided`)'),
      },
    }),
    async (c) =>
      c.json(await cancelTrainingRequest(db, c.get('auth'), c.req.valid('param').id), 200),
  );
  return app;
}
