import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../forum/sanitize';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';
import { FORUM, type ThreadSeed } from './forum-data';

const HOUR_MS = 3_600_000;

interface ForumSeedContext {
  companyId: number;
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  now: Date;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: unknown ${what}`);
  return value;
}

/** Mentions in the data name users by email; stored posts name them by id. */
const withUserIds = (html: string, users: ReadonlyMap<string, number>) =>
  html.replace(/data-id="([^"]+@[^"]+)"/g, (_all, email: string) => {
    return `data-id="${need(users.get(email), `user ${email}`)}"`;
  });

export async function insertThread(
  db: Kysely<Schema>,
  topicId: number,
  thread: ThreadSeed,
  { companyId, users, now }: ForumSeedContext,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const first = need(thread.posts[0], `first post of ${thread.title}`);
  const last = need(thread.posts.at(-1), `last post of ${thread.title}`);
  const { id: threadId } = await db
    .insertInto('forum_threads')
    .values({
      company_id: companyId,
      topic_id: topicId,
      author_id: need(users.get(first.by), `user ${first.by}`),
      title: thread.title,
      kind: thread.kind,
      accepted_post_number: thread.accepted ?? null,
      post_count: thread.posts.length,
      highest_post_number: thread.posts.length,
      last_post_at: at(last.hoursAgo),
      last_poster_id: need(users.get(last.by), `user ${last.by}`),
      pinned_at: thread.pinned ? at(first.hoursAgo) : null,
      locked_at: thread.locked ? at(first.hoursAgo) : null,
      created_at: at(first.hoursAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let number = 0;
  for (const post of thread.posts) {
    number += 1;
    // The same sanitiser as a post written in the app, so seeded text is stored alike.
    const body = await sanitizeRichText(withUserIds(post.html, users));
    const authorId = need(users.get(post.by), `user ${post.by}`);
    const { id: postId } = await db
      .insertInto('forum_posts')
      .values({
        company_id: companyId,
        thread_id: threadId,
        post_number: number,
        reply_to_post_number: post.replyTo ?? null,
        author_id: authorId,
        body_html: body.html,
        body_text: body.text,
        created_at: at(post.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const userId of body.mentions)
      await db.insertInto('forum_mentions').values({ post_id: postId, user_id: userId }).execute();
    // Writers follow what they wrote in and have read it, as in the app.
    await db
      .insertInto('forum_thread_users')
      .values({
        thread_id: threadId,
        user_id: authorId,
        following: true,
        last_read_post_number: number,
      })
      .onConflict((oc) =>
        oc.columns(['thread_id', 'user_id']).doUpdateSet({ last_read_post_number: number }),
      )
      .execute();
  }
}

/** The demo forum: areas, topics and threads dated before `now`. Answers the thread count. */
export async function insertForum(db: Kysely<Schema>, key: CompanyKey, context: ForumSeedContext) {
  let threads = 0;
  let position = 0;
  for (const module of FORUM[key]) {
    const { id: moduleId } = await db
      .insertInto('forum_modules')
      .values({
        company_id: context.companyId,
        course_id: module.course
          ? need(context.courses.get(module.course), `course ${module.course}`)
          : null,
        title_id: module.title.id,
        title_en: module.title.en,
        description_id: module.description.id,
        description_en: module.description.en,
        is_public: module.isPublic,
        position: position++,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let topicPosition = 0;
    for (const topic of module.topics) {
      const { id: topicId } = await db
        .insertInto('forum_topics')
        .values({
          company_id: context.companyId,
          module_id: moduleId,
          title_id: topic.title.id,
          title_en: topic.title.en,
          description_id: topic.description.id,
          description_en: topic.description.en,
          position: topicPosition++,
          locked_at: topic.locked ? context.now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const thread of topic.threads) {
        await insertThread(db, topicId, thread, context);
        threads += 1;
      }
    }
  }
  return threads;
}
