import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import {
  ForumPost,
  ForumPostVisibility,
  ForumReportDecision,
  ForumReportResolution,
  ForumReviewQueue,
  ForumThread,
  ForumThreadModeration,
} from '../contract/forum';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import { viewerOf } from './forum-access';
import {
  moderateThread,
  resolveReportedPost,
  reviewQueue,
  setPostVisibility,
} from './forum-moderation.service';

const jsonBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** Moderation of the forum by the company's staff: pin, lock, hide, and the review queue. */
export function forumModerationRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const staffOnly = requireAuth(tokens, ROLES.staff);
  for (const path of ['/threads/:id/moderation', '/posts/:id/hidden', '/reports', '/reports/*'])
    app.use(path, staffOnly);
  const tags = ['Forum moderation'];
  const refusals = { 403: errors[403], 404: errors[404] };
  const viewer = (c: { get(key: 'auth'): Parameters<typeof viewerOf>[1] & object }) =>
    viewerOf(c.get('auth').companyId, c.get('auth'));

  app.openapi(
    route({
      method: 'put',
      operationId: 'moderateForumThread',
      security: bearerSecurity,
      path: '/threads/{id}/moderation',
      tags,
      summary:
        'Pin a thread to the top of its topic, lock it against replies, or move it to another topic (staff)',
      request: { params: IdParam, ...jsonBody(ForumThreadModeration) },
      responses: { 200: json(ForumThread, 'The thread as it now is'), ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await moderateThread(db, viewer(c), id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'setForumPostHidden',
      security: bearerSecurity,
      path: '/posts/{id}/hidden',
      tags,
      summary: 'Hide a post (its reports are then agreed with) or show it again (staff)',
      request: { params: IdParam, ...jsonBody(ForumPostVisibility) },
      responses: { 200: json(ForumPost, 'The post as staff see it'), ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { hidden } = c.req.valid('json');
      return c.json(await setPostVisibility(db, viewer(c), id, hidden, new Date()), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listForumReports',
      security: bearerSecurity,
      path: '/reports',
      tags,
      summary: 'The review queue: reported posts of my company not yet decided (staff)',
      responses: { 200: json(ForumReviewQueue, 'Oldest report first'), 403: errors[403] },
    }),
    async (c) => c.json(await reviewQueue(db, viewer(c)), 200),
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'decideForumReports',
      security: bearerSecurity,
      path: '/reports/{id}',
      tags,
      summary: 'Decide a reported post (`id` is the post): hide it, or dismiss its reports',
      request: { params: IdParam, ...jsonBody(ForumReportResolution) },
      responses: { 200: json(ForumReportDecision, 'Reports closed'), ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { action } = c.req.valid('json');
      return c.json(await resolveReportedPost(db, viewer(c), id, action), 200);
    },
  );

  return app;
}
