import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ForumModuleList, ForumThreadPage, ForumTopicPage } from '../contract/forum';
import { companyId, newLearner, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

/**
 * A harness on the seeded demo data, with what the forum's tests share: the demo company
 * (Ajar), the other company (Nusantara Logistik) and the Q&A topic.
 */
export async function forumWorld() {
  const h = await createHarness();
  return {
    h,
    ajar: await companyId(h.database.db),
    nusantara: await companyId(h.database.db, 'Nusantara Logistik'),
    qa: await topicId(h, 'Tanya Jawab'),
  };
}

/** A learner whose account is a month old, so the first-day posting limits do not apply. */
export async function settledLearner(h: Harness, company: number): Promise<Learner> {
  const learner = await newLearner(h.database.db, h.tokens, company);
  // Written once by design (CreatedAt): only raw SQL may age an account, as a test does here.
  await sql`update users set created_at = now() - interval '30 days' where id = ${learner.auth.userId}`.execute(
    h.database.db,
  );
  return learner;
}

export async function modules(h: Harness, token?: string, host?: string) {
  const res = await h.app.request('/v1/forum/modules', {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(host ? { host } : {}),
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ForumModuleList;
}

/** The id of a seeded topic, by its Indonesian title. */
export async function topicId(h: Harness, title: string) {
  const row = await h.database.db
    .selectFrom('forum_topics')
    .select('id')
    .where('title_id', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function threadIdByTitle(h: Harness, title: string) {
  const row = await h.database.db
    .selectFrom('forum_threads')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function topicPage(h: Harness, id: number, token?: string, query = '') {
  const res = await request(h.app, 'GET', `/v1/forum/topics/${id}${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ForumTopicPage;
}

export async function threadPage(h: Harness, id: number, token?: string, query = '') {
  const res = await request(h.app, 'GET', `/v1/forum/threads/${id}${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ForumThreadPage;
}

export async function startThread(
  h: Harness,
  topic: number,
  token: string,
  body: { title: string; kind: 'question' | 'discussion'; html: string },
) {
  const res = await request(h.app, 'POST', `/v1/forum/topics/${topic}/threads`, { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ForumThreadPage;
}

export const replyTo = (h: Harness, thread: number, token: string, html: string) =>
  request(h.app, 'POST', `/v1/forum/threads/${thread}/posts`, { token, body: { html } });

/** A mention as the editor writes it. */
export const mentionOf = (userId: number, name: string) =>
  `<span data-type="mention" data-id="${userId}" data-label="${name}">@${name}</span>`;
