import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import { LearnContent, LearnOutline, LearnParams, LearnProgress } from '../contract/learning';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { completeContent, learnContent, learnOutline } from './learn.service';

/**
 * The course player for an enrolled learner: the outline with each content's status, one
 * content at a time, and marking reading contents done or a meeting attended. Contents open
 * in course order; a locked one answers 403 whether read or completed.
 */
export function learnRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  // Mounted at /v1 beside other routers, so the guard names its own path ('/*' also matches
  // the outline itself).
  app.use('/courses/:id/learn/*', requireAuth(tokens, ROLES.learners));

  const base = { tags: ['Learning'], security: bearerSecurity };
  const failures = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getLearnOutline',
      path: '/courses/{id}/learn',
      summary: 'The player’s outline: sections, contents with my status, where to continue',
      request: { params: IdParam },
      responses: { 200: json(LearnOutline, 'The outline'), ...failures },
    }),
    async (c) => c.json(await learnOutline(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getLearnContent',
      path: '/courses/{id}/learn/{contentId}',
      summary: 'One content in the player: text, media, meeting or quiz, and its neighbours',
      request: { params: LearnParams },
      responses: { 200: json(LearnContent, 'The content'), ...failures },
    }),
    async (c) => {
      const { id, contentId } = c.req.valid('param');
      return c.json(await learnContent(db, c.get('auth'), id, contentId, new Date()), 200);
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'completeLearnContent',
      path: '/courses/{id}/learn/{contentId}/complete',
      summary: 'Mark a reading content done or a meeting attended (repeating it is harmless)',
      description:
        'Quiz contents finish through their quiz (400 `content_not_completable`); a meeting opens 15 minutes before it starts (400 `meeting_not_open`); a locked content is 403 `content_locked`.',
      request: { params: LearnParams },
      responses: { 200: json(LearnProgress, 'The content’s status and my progress'), ...failures },
    }),
    async (c) => {
      const { id, contentId } = c.req.valid('param');
      return c.json(await completeContent(db, c.get('auth'), id, contentId, new Date()), 200);
    },
  );
  return app;
}
