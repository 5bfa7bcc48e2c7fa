import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { IdParam } from '../contract/common';
import {
  CreateForumPostRequest,
  CreateForumThreadRequest,
  EditForumPostRequest,
  ForumAcceptRequest,
  ForumFlagRequest,
  ForumFollowRequest,
  ForumModuleList,
  ForumPeople,
  ForumPeopleQuery,
  ForumSearchPage,
  ForumSearchQuery,
  ForumTopicFollowing,
  ForumTopicRead,
  ForumPost,
  ForumPostRevisionList,
  ForumReactionRequest,
  ForumReadRequest,
  ForumReadState,
  ForumReport,
  ForumThread,
  ForumThreadPage,
  ForumThreadQuery,
  ForumTopicPage,
  ForumTopicQuery,
} from '../contract/forum';
import { MAX_THEME_STREAMS_PER_USER } from '../contract/limits';
import type { Schema } from '../db/schema';
import { unauthorized } from '../http/errors';
import { bearerSecurity, errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import type { ForumThreadHub } from '../realtime/forum-thread-hub';
import { streamLimit } from '../realtime/stream-limit';
import { streamResponses, subscribedStream } from '../realtime/subscribed-stream';
import { viewerOf } from './forum-access';
import { followTopic, readWholeTopic } from './forum-topics.service';
import { searchForum } from './forum-search.service';
import {
  listModules,
  mentionable,
  postRevisions,
  readableThread,
  threadPage,
  topicPage,
} from './forum-reading.service';
import {
  acceptAnswer,
  edit,
  follow,
  react,
  readUpTo,
  reply,
  report,
  startThread,
} from './forum.service';

const jsonBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/**
 * The forum. Reading follows the tenant (a visitor reads the company's public areas);
 * writing needs a participant's token. Rules live in forum-access, SQL in forum.queries.
 */
export function forumRoutes(db: Kysely<Schema>, tokens: TokenService, threads: ForumThreadHub) {
  const app = router();
  app.use('*', tenant(db, tokens));
  // Reads follow the tenant; every write needs a participant's token.
  const signedIn = requireAuth(tokens, ROLES.learners);
  for (const path of ['/topics/:id/*', '/threads/:id/*', '/posts/:id', '/posts/:id/*'])
    app.use(path, (c, next) => (c.req.method === 'GET' ? next() : signedIn(c, next)));
  const viewer = (c: { get(key: 'companyId'): number; get(key: 'auth'): unknown }) =>
    viewerOf(c.get('companyId'), c.get('auth') as Parameters<typeof viewerOf>[1]);
  const tags = ['Forum'];

  app.openapi(
    route({
      method: 'get',
      operationId: 'listForumModules',
      security: publicRoute,
      path: '/modules',
      tags,
      summary: 'The forum areas I may read, each with its topics, counts and my unread threads',
      responses: { 200: json(ForumModuleList, 'Areas and topics') },
    }),
    async (c) => c.json(await listModules(db, viewer(c)), 200),
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getForumTopic',
      security: publicRoute,
      path: '/topics/{id}',
      tags,
      summary: 'A topic with one page of its threads (pinned first, then latest activity)',
      request: { params: IdParam, query: ForumTopicQuery },
      responses: { 200: json(ForumTopicPage, 'The topic and its threads'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await topicPage(db, viewer(c), id, c.req.valid('query')), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'searchForum',
      security: publicRoute,
      path: '/search',
      tags,
      summary: 'Threads whose title or posts hold the words, in every area I may read',
      request: { query: ForumSearchQuery },
      responses: {
        200: json(ForumSearchPage, 'Matching threads, latest activity first'),
        400: errors[400],
      },
    }),
    async (c) => c.json(await searchForum(db, viewer(c), c.req.valid('query')), 200),
  );

  app.use('/topics/:id/people', signedIn);
  app.openapi(
    route({
      method: 'put',
      operationId: 'followForumTopic',
      security: bearerSecurity,
      path: '/topics/{id}/following',
      tags,
      summary: 'Follow a topic (I am told of each new thread in it) or stop following it',
      request: { params: IdParam, ...jsonBody(ForumTopicFollowing) },
      responses: {
        200: json(ForumTopicFollowing, 'Whether I follow it now'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { following } = c.req.valid('json');
      return c.json(await followTopic(db, viewer(c), id, following), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'readForumTopic',
      security: bearerSecurity,
      path: '/topics/{id}/read',
      tags,
      summary: 'Mark every thread of a topic read up to its last post',
      request: { params: IdParam },
      responses: {
        200: json(ForumTopicRead, 'How many threads had something unread'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await readWholeTopic(db, viewer(c), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listForumMentionable',
      security: bearerSecurity,
      path: '/topics/{id}/people',
      tags,
      summary: 'People I may mention in a topic (they may read it), by the start of their name',
      request: { params: IdParam, query: ForumPeopleQuery },
      responses: {
        200: json(ForumPeople, 'At most eight people, alphabetical'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await mentionable(db, viewer(c), id, c.req.valid('query').q), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'startForumThread',
      security: bearerSecurity,
      path: '/topics/{id}/threads',
      tags,
      summary: 'Start a thread (a question or a discussion); its text is post 1',
      request: { params: IdParam, ...jsonBody(CreateForumThreadRequest) },
      responses: {
        201: json(ForumThreadPage, 'The new thread'),
        403: errors[403],
        404: errors[404],
        429: errors[429],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json(await startThread(db, viewer(c), id, body, new Date()), 201);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getForumThread',
      security: publicRoute,
      path: '/threads/{id}',
      tags,
      summary: 'A thread with one page of posts (by default the page of my first unread post)',
      request: { params: IdParam, query: ForumThreadQuery },
      responses: { 200: json(ForumThreadPage, 'The thread and its posts'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { page } = c.req.valid('query');
      return c.json(await threadPage(db, viewer(c), id, page, new Date()), 200);
    },
  );

  // Readers of a thread, by user, or by address for visitors of a public area.
  const streams = streamLimit<number | string>(MAX_THEME_STREAMS_PER_USER);
  app.openapi(
    route({
      method: 'get',
      operationId: 'streamForumThread',
      security: publicRoute,
      path: '/threads/{id}/events',
      tags,
      summary:
        'Server-sent events: `connected`, then `posts` with how far the thread goes now and at each new post',
      description:
        'Open to whoever may read the thread. A signed-in reader passes `?access_token=` (EventSource cannot send headers); the stream then ends when the token expires. 10 streams per reader (429), 503 while the server shuts down.',
      request: {
        params: IdParam,
        query: z.object({ access_token: z.string().min(1).optional() }),
      },
      responses: { ...streamResponses, 401: errors[401], 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const token = c.req.valid('query').access_token;
      let reader = viewer(c);
      let expiresAt: number | undefined;
      if (token) {
        const result = await tokens.verify(token);
        if (!result.ok) throw unauthorized();
        reader = viewerOf(result.claims.companyId, result.claims);
        expiresAt = result.claims.expiresAt;
      }
      await readableThread(db, reader, id);
      return subscribedStream(c, {
        closing: threads.closing,
        streams,
        key: reader.userId ?? `address:${c.get('clientIp')}`,
        opening: { threadId: id },
        expiresAt,
        subscribe: (client) => threads.subscribe(id, client),
      }) as never;
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'replyInForumThread',
      security: bearerSecurity,
      path: '/threads/{id}/posts',
      tags,
      summary: 'Reply in a thread (optionally to one of its posts)',
      request: { params: IdParam, ...jsonBody(CreateForumPostRequest) },
      responses: {
        201: json(ForumPost, 'The new post'),
        403: errors[403],
        404: errors[404],
        429: errors[429],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await reply(db, viewer(c), id, c.req.valid('json'), new Date()), 201);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'markForumThreadRead',
      security: bearerSecurity,
      path: '/threads/{id}/read',
      tags,
      summary: 'I have read up to this post (never lowers what I had read)',
      request: { params: IdParam, ...jsonBody(ForumReadRequest) },
      responses: { 200: json(ForumReadState, 'How far I have read'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { postNumber } = c.req.valid('json');
      return c.json(await readUpTo(db, viewer(c), id, postNumber), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'followForumThread',
      security: bearerSecurity,
      path: '/threads/{id}/following',
      tags,
      summary: 'Follow a thread (be told of its replies) or stop following it',
      request: { params: IdParam, ...jsonBody(ForumFollowRequest) },
      responses: { 200: json(ForumThread, 'The thread as I now see it'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await follow(db, viewer(c), id, c.req.valid('json').following), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'acceptForumAnswer',
      security: bearerSecurity,
      path: '/threads/{id}/accepted',
      tags,
      summary: 'The asker (or staff) accepts the reply that answered the question, or none',
      request: { params: IdParam, ...jsonBody(ForumAcceptRequest) },
      responses: {
        200: json(ForumThread, 'The thread with its accepted answer'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await acceptAnswer(db, viewer(c), id, c.req.valid('json').postNumber), 200);
    },
  );

  app.openapi(
    route({
      method: 'patch',
      operationId: 'editForumPost',
      security: bearerSecurity,
      path: '/posts/{id}',
      tags,
      summary:
        'Change a post: its writer within the edit window, staff any time; the old text is kept as a revision',
      request: { params: IdParam, ...jsonBody(EditForumPostRequest) },
      responses: {
        200: json(ForumPost, 'The post as changed'),
        403: errors[403],
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { html } = c.req.valid('json');
      return c.json(await edit(db, viewer(c), id, html, new Date()), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'listForumPostRevisions',
      security: publicRoute,
      path: '/posts/{id}/revisions',
      tags,
      summary: "A post's earlier texts, oldest first (its edit history)",
      request: { params: IdParam },
      responses: {
        200: json(ForumPostRevisionList, 'The earlier texts'),
        404: errors[404],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await postRevisions(db, viewer(c), id), 200);
    },
  );

  app.openapi(
    route({
      method: 'put',
      operationId: 'reactToForumPost',
      security: bearerSecurity,
      path: '/posts/{id}/reactions',
      tags,
      summary: 'Turn one of my reactions to a post on or off',
      request: { params: IdParam, ...jsonBody(ForumReactionRequest) },
      responses: { 200: json(ForumPost, 'The post with its reactions'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { kind, on } = c.req.valid('json');
      return c.json(await react(db, viewer(c), id, kind, on, new Date()), 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      operationId: 'reportForumPost',
      security: bearerSecurity,
      path: '/posts/{id}/reports',
      tags,
      summary: 'Report a post to the moderators (once per person and post)',
      request: { params: IdParam, ...jsonBody(ForumFlagRequest) },
      responses: { 200: json(ForumReport, 'Reported'), 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await report(db, viewer(c), id, c.req.valid('json')), 200);
    },
  );

  return app;
}
