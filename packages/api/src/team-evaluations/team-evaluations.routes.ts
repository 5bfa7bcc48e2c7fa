import type { Kysely } from 'kysely';
import { z } from '@hono/zod-openapi';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam, idParam } from '../contract/common';
import {
  EvaluationFormView,
  EvaluationRecap,
  NewTeamEvaluation,
  TeamEvaluation,
} from '../contract/team-evaluations';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { submitEvaluation } from './team-evaluations.changes';
import { evaluationFormView, evaluationRecap, readEvaluation } from './team-evaluations.service';

/**
 * Behaviour evaluations over HTTP: a supervisor rates a direct report's work after a training
 * on a company form. Only the person's current supervisor reads or fills them; anyone else,
 * the person included, gets 404.
 */
export function teamEvaluationRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Team evaluations'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };
  const wrong = (what: string) => json(ErrorBody, what);
  const FormParams = z.object({ id: idParam('id'), quizId: idParam('quizId') });

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMemberEvaluations',
      path: '/members/{id}',
      summary: 'A direct report’s evaluations with scores, the forms, the trainings to evaluate',
      request: { params: IdParam },
      responses: { 200: json(EvaluationRecap, 'Evaluations'), ...denied },
    }),
    async (c) => c.json(await evaluationRecap(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getEvaluationForm',
      path: '/members/{id}/forms/{quizId}',
      summary: 'One form to fill for a direct report, with the trainings it may be about',
      request: { params: FormParams },
      responses: { 200: json(EvaluationFormView, 'The form'), ...denied },
    }),
    async (c) => {
      const { id, quizId } = c.req.valid('param');
      return c.json(await evaluationFormView(db, c.get('auth'), id, quizId), 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'submitTeamEvaluation',
      path: '/members/{id}/forms/{quizId}',
      summary: 'Evaluate a direct report’s behaviour after a training; the person is not told',
      request: {
        params: FormParams,
        body: { content: { 'application/json': { schema: NewTeamEvaluation } }, required: true },
      },
      responses: {
        201: json(TeamEvaluation, 'Evaluated'),
        400: errors[400],
        ...denied,
        409: wrong('Already evaluated with this form for this training (`already_evaluated`)'),
        422: wrong(
          'Not a training they completed (`training_not_completed`), or not every statement ' +
            'rated once (`ratings_incomplete`, `unknown_statement`)',
        ),
      },
    }),
    async (c) => {
      const { id, quizId } = c.req.valid('param');
      return c.json(
        await submitEvaluation(db, c.get('auth'), id, quizId, c.req.valid('json')),
        201,
      );
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamEvaluation',
      path: '/{id}',
      summary: 'One evaluation with each statement’s rating',
      request: { params: IdParam },
      responses: { 200: json(TeamEvaluation, 'The evaluation'), ...denied },
    }),
    async (c) => c.json(await readEvaluation(db, c.get('auth'), c.req.valid('param').id), 200),
  );
  return app;
}
