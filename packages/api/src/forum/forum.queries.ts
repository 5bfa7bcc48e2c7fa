import { sql, type Kysely } from 'kysely';
import { FORUM_LIMITS, type ForumThreadFilter } from '../contract/forum-rules';
import type { Schema } from '../db/schema';

/**
 * The forum's SQL. Every read is scoped by company; the service decides who may read what.
 * A thread's posts are read by post number (an index range), never by offset.
 */

type Db = Kysely<Schema>;

export function modulesOf(db: Db, companyId: number) {
  return (
    db
      .selectFrom('forum_modules')
      .selectAll()
      .where('company_id', '=', companyId)
      // A group's discussion opens from the group, not from the forum's list.
      .where('group_id', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute()
  );
}

/** Each topic of these modules with its counts; unread threads for a signed-in user. */
export function topicsWithCounts(db: Db, moduleIds: number[], userId: number | null) {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('forum_topics as tp')
    .leftJoin('forum_threads as th', (join) =>
      join.onRef('th.topic_id', '=', 'tp.id').on('th.hidden_at', 'is', null),
    )
    .leftJoin('forum_thread_users as tu', (join) =>
      join.onRef('tu.thread_id', '=', 'th.id').on('tu.user_id', '=', userId ?? 0),
    )
    .leftJoin('users as me', (join) => join.on('me.id', '=', userId ?? 0))
    .select([
      'tp.id',
      'tp.module_id',
      'tp.title_id',
      'tp.title_en',
      'tp.description_id',
      'tp.description_en',
      'tp.locked_at',
      sql<number>`count(th.id)::int`.as('thread_count'),
      sql<number>`coalesce(sum(th.post_count), 0)::int`.as('post_count'),
      sql<Date | null>`max(th.last_post_at)`.as('last_post_at'),
      sql<number>`count(th.id) filter (where ${unreadCondition})::int`.as('unread_threads'),
    ])
    .where('tp.module_id', 'in', moduleIds)
    .groupBy('tp.id')
    .orderBy('tp.position')
    .orderBy('tp.id')
    .execute();
}

/**
 * A thread has something unread for me when posts came after the last one I read, and it
 * moved after I joined: what happened before my account existed is history, not news.
 */
const unreadCondition = sql`th.highest_post_number > coalesce(tu.last_read_post_number, 0)
  and th.last_post_at > me.created_at`;

export function topicWithModule(db: Db, companyId: number, topicId: number) {
  return db
    .selectFrom('forum_topics as tp')
    .innerJoin('forum_modules as m', 'm.id', 'tp.module_id')
    .select([
      'tp.id',
      'tp.title_id',
      'tp.title_en',
      'tp.description_id',
      'tp.description_en',
      'tp.locked_at',
      'm.id as module_id',
      'm.title_id as module_title_id',
      'm.title_en as module_title_en',
      'm.company_id',
      'm.course_id',
      'm.group_id',
      'm.is_public',
    ])
    .where('tp.id', '=', topicId)
    .where('tp.company_id', '=', companyId)
    .executeTakeFirst();
}
export type TopicRow = NonNullable<Awaited<ReturnType<typeof topicWithModule>>>;

/** Whether the user is enrolled in the area's course, or an active member of its group. */
export async function belongsToArea(
  db: Db,
  userId: number | null,
  area: { course_id: number | null; group_id: number | null },
) {
  if (userId === null) return false;
  if (area.course_id !== null) {
    const row = await db
      .selectFrom('enrolments')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', area.course_id)
      .executeTakeFirst();
    return row !== undefined;
  }
  if (area.group_id !== null) {
    const row = await db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', area.group_id)
      .where('user_id', '=', userId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }
  return false;
}

/** The courses among these that the user is enrolled in. */
export async function enrolledCourses(db: Db, userId: number | null, courseIds: number[]) {
  if (userId === null || courseIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('enrolments')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

interface ThreadListOptions {
  /** One topic's threads, or (a search) every topic I may read. */
  topicIds: number[];
  /** A topic's list shows its pinned threads first; a search does not. */
  pinnedFirst: boolean;
  userId: number | null;
  filter: ForumThreadFilter;
  /** Words to find in the title or a visible post, stemmed as Indonesian or as English. */
  q?: string;
  page: number;
  /** Staff see hidden threads too. */
  withHidden: boolean;
}

const tsquery = (q: string) =>
  sql`(websearch_to_tsquery('indonesian', ${q}) || websearch_to_tsquery('english', ${q}))`;

/** A thread whose title, or one of whose visible posts, holds the words. */
const matches = (q: string) =>
  sql<boolean>`(th.search @@ ${tsquery(q)} or exists (
    select 1 from forum_posts p
    where p.thread_id = th.id and p.hidden_at is null and p.search @@ ${tsquery(q)}))`;

/** One page of a topic's threads: pinned first, then the latest activity. */
export async function threadsOfTopic(db: Db, options: ThreadListOptions) {
  const { topicIds, userId, filter, page, withHidden, q, pinnedFirst } = options;
  if (topicIds.length === 0) return { total: 0, rows: [] };
  const me = userId ?? 0;
  let query = db
    .selectFrom('forum_threads as th')
    .innerJoin('forum_topics as tp', 'tp.id', 'th.topic_id')
    .innerJoin('users as a', 'a.id', 'th.author_id')
    .leftJoin('forum_thread_users as tu', (join) =>
      join.onRef('tu.thread_id', '=', 'th.id').on('tu.user_id', '=', me),
    )
    .leftJoin('users as me', (join) => join.on('me.id', '=', me))
    .where('th.topic_id', 'in', topicIds);
  if (!withHidden) query = query.where('th.hidden_at', 'is', null);
  if (filter === 'unanswered')
    query = query.where('th.kind', '=', 'question').where('th.accepted_post_number', 'is', null);
  if (filter === 'answered') query = query.where('th.accepted_post_number', 'is not', null);
  if (filter === 'mine') query = query.where('th.author_id', '=', me);
  if (filter === 'following') query = query.where('tu.following', '=', true);
  if (q) query = query.where(matches(q));

  const size = FORUM_LIMITS.threadsPerPage;
  const [count, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'th.id',
        'th.title',
        'th.kind',
        'th.topic_id',
        'tp.title_id as topic_title_id',
        'tp.title_en as topic_title_en',
        'th.author_id',
        'a.name as author_name',
        'th.created_at',
        'th.post_count',
        'th.highest_post_number',
        'th.last_post_at',
        'th.pinned_at',
        'th.locked_at',
        'th.accepted_post_number',
        'tu.last_read_post_number',
        sql<boolean>`coalesce(${unreadCondition}, false)`.as('has_unread'),
      ])
      .$if(pinnedFirst, (ordered) => ordered.orderBy(sql`th.pinned_at is null`))
      .orderBy('th.last_post_at', 'desc')
      .orderBy('th.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total: count.total, rows };
}
export type ThreadListRow = Awaited<ReturnType<typeof threadsOfTopic>>['rows'][number];

export function threadWithPlace(db: Db, companyId: number, threadId: number) {
  return db
    .selectFrom('forum_threads as th')
    .innerJoin('forum_topics as tp', 'tp.id', 'th.topic_id')
    .innerJoin('forum_modules as m', 'm.id', 'tp.module_id')
    .innerJoin('users as a', 'a.id', 'th.author_id')
    .selectAll('th')
    .select([
      'a.name as author_name',
      'tp.title_id as topic_title_id',
      'tp.title_en as topic_title_en',
      'tp.locked_at as topic_locked_at',
      'm.id as module_id',
      'm.title_id as module_title_id',
      'm.title_en as module_title_en',
      'm.course_id',
      'm.group_id',
      'm.is_public',
    ])
    .where('th.id', '=', threadId)
    .where('th.company_id', '=', companyId)
    .executeTakeFirst();
}
export type ThreadRow = NonNullable<Awaited<ReturnType<typeof threadWithPlace>>>;

export function readState(db: Db, threadId: number, userId: number | null) {
  return db
    .selectFrom('forum_thread_users')
    .select(['last_read_post_number', 'following'])
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId ?? 0)
    .executeTakeFirst();
}

/** Posts numbered `from` to `to` of a thread, with their authors. */
export function postsBetween(db: Db, threadId: number, from: number, to: number) {
  return db
    .selectFrom('forum_posts as p')
    .innerJoin('users as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      'p.post_number',
      'p.reply_to_post_number',
      'p.author_id',
      'a.name as author_name',
      'p.body_html',
      'p.created_at',
      'p.edited_at',
      'p.hidden_at',
    ])
    .where('p.thread_id', '=', threadId)
    .where('p.post_number', '>=', from)
    .where('p.post_number', '<=', to)
    .orderBy('p.post_number')
    .execute();
}

/** Reaction counts of these posts, and which of them are mine. */
export function reactionsOf(db: Db, postIds: number[], userId: number | null) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('forum_reactions')
    .select([
      'post_id',
      'kind',
      sql<number>`count(*)::int`.as('count'),
      sql<boolean>`bool_or(user_id = ${userId ?? 0})`.as('mine'),
    ])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'kind'])
    .execute();
}

/** Locks the thread's row, so two replies at once get consecutive numbers. */
export function lockThread(trx: Db, threadId: number) {
  return trx
    .selectFrom('forum_threads')
    .select(['id', 'highest_post_number', 'locked_at'])
    .where('id', '=', threadId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

interface NewPost {
  companyId: number;
  threadId: number;
  postNumber: number;
  replyTo: number | null;
  authorId: number;
  html: string;
  text: string;
  at: Date;
}

export async function insertPost(trx: Db, post: NewPost) {
  const row = await trx
    .insertInto('forum_posts')
    .values({
      company_id: post.companyId,
      thread_id: post.threadId,
      post_number: post.postNumber,
      reply_to_post_number: post.replyTo,
      author_id: post.authorId,
      body_html: post.html,
      body_text: post.text,
      created_at: post.at,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('forum_threads')
    .set({
      post_count: sql`post_count + 1`,
      highest_post_number: post.postNumber,
      last_post_at: post.at,
      last_poster_id: post.authorId,
    })
    .where('id', '=', post.threadId)
    .execute();
  return row.id;
}

/** Raises my high-water mark only: reading an older page never marks newer posts unread. */
export async function markRead(trx: Db, threadId: number, userId: number, postNumber: number) {
  const row = await trx
    .insertInto('forum_thread_users')
    .values({ thread_id: threadId, user_id: userId, last_read_post_number: postNumber })
    .onConflict((oc) =>
      oc.columns(['thread_id', 'user_id']).doUpdateSet({
        last_read_post_number: sql`greatest(forum_thread_users.last_read_post_number, excluded.last_read_post_number)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('last_read_post_number')
    .executeTakeFirstOrThrow();
  return row.last_read_post_number;
}

export async function setFollowing(trx: Db, threadId: number, userId: number, following: boolean) {
  await trx
    .insertInto('forum_thread_users')
    .values({ thread_id: threadId, user_id: userId, following })
    .onConflict((oc) =>
      oc.columns(['thread_id', 'user_id']).doUpdateSet({ following, updated_at: sql`now()` }),
    )
    .execute();
}

/** Who follows a thread (to tell them of a reply), except the one who wrote it. */
export async function followersOf(trx: Db, threadId: number, exceptUserId: number) {
  const rows = await trx
    .selectFrom('forum_thread_users')
    .select('user_id')
    .where('thread_id', '=', threadId)
    .where('following', '=', true)
    .where('user_id', '!=', exceptUserId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** These users, when they are people of this company (a mention of anyone else is text). */
export async function usersOfCompany(trx: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['id', 'role_id'])
    .where('company_id', '=', companyId)
    .where('id', 'in', userIds)
    .execute();
}

/** How many threads and posts a user wrote since `since` (posting limits). */
export async function writtenSince(db: Db, userId: number, since: Date) {
  const row = await db
    .selectFrom('forum_posts')
    .select([
      sql<number>`count(*)::int`.as('posts'),
      sql<number>`count(*) filter (where post_number = 1)::int`.as('threads'),
    ])
    .where('author_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row;
}

export function postByNumber(db: Db, threadId: number, postNumber: number) {
  return db
    .selectFrom('forum_posts')
    .select(['id', 'author_id', 'hidden_at'])
    .where('thread_id', '=', threadId)
    .where('post_number', '=', postNumber)
    .executeTakeFirst();
}

export async function setReaction(
  db: Db,
  postId: number,
  userId: number,
  kind: string,
  on: boolean,
) {
  if (on)
    await db
      .insertInto('forum_reactions')
      .values({ post_id: postId, user_id: userId, kind })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await db
      .deleteFrom('forum_reactions')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
}

/** A post with the facts that decide who may see or touch it. */
export function postWithThread(db: Db, companyId: number, postId: number) {
  return db
    .selectFrom('forum_posts as p')
    .select(['p.id', 'p.thread_id', 'p.post_number', 'p.author_id', 'p.created_at', 'p.hidden_at'])
    .where('p.id', '=', postId)
    .where('p.company_id', '=', companyId)
    .executeTakeFirst();
}

export async function insertFlag(
  db: Db,
  flag: { companyId: number; postId: number; flaggerId: number; reason: string; note: string },
) {
  const row = await db
    .insertInto('forum_flags')
    .values({
      company_id: flag.companyId,
      post_id: flag.postId,
      flagger_id: flag.flaggerId,
      reason: flag.reason,
      note: flag.note,
    })
    .onConflict((oc) => oc.columns(['post_id', 'flagger_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertThread(
  trx: Db,
  thread: {
    companyId: number;
    topicId: number;
    authorId: number;
    title: string;
    kind: string;
    at: Date;
  },
) {
  return trx
    .insertInto('forum_threads')
    .values({
      company_id: thread.companyId,
      topic_id: thread.topicId,
      author_id: thread.authorId,
      title: thread.title,
      kind: thread.kind,
      last_post_at: thread.at,
      last_poster_id: thread.authorId,
      created_at: thread.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertMentions(trx: Db, postId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await trx
    .insertInto('forum_mentions')
    .values(userIds.map((user_id) => ({ post_id: postId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function userName(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.name;
}

export async function setAccepted(trx: Db, threadId: number, postNumber: number | null) {
  await trx
    .updateTable('forum_threads')
    .set({ accepted_post_number: postNumber })
    .where('id', '=', threadId)
    .execute();
}

export async function accountCreatedAt(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

/** The channel a new post announces its thread on (delivered on commit). */
export const FORUM_THREAD_CHANNEL = 'ajar_forum_thread';

export async function announceThread(trx: Db, threadId: number) {
  await sql`select pg_notify(${FORUM_THREAD_CHANNEL}, ${JSON.stringify({ key: threadId })})`.execute(
    trx,
  );
}

export function threadProgress(db: Db, threadId: number) {
  return db
    .selectFrom('forum_threads')
    .select(['highest_post_number', 'post_count'])
    .where('id', '=', threadId)
    .executeTakeFirst();
}

/**
 * Replaces a post's text, keeping the text it had as a numbered revision. Answers the new
 * revision's number.
 */
export async function editPost(
  trx: Db,
  edit: { postId: number; editorId: number; html: string; text: string; at: Date },
) {
  const before = await trx
    .selectFrom('forum_posts')
    .select(['body_html', 'edit_count'])
    .where('id', '=', edit.postId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const version = before.edit_count + 1;
  await trx
    .insertInto('forum_post_revisions')
    .values({
      post_id: edit.postId,
      version,
      body_html: before.body_html,
      editor_id: edit.editorId,
      created_at: edit.at,
    })
    .execute();
  await trx
    .updateTable('forum_posts')
    .set({ body_html: edit.html, body_text: edit.text, edited_at: edit.at, edit_count: version })
    .where('id', '=', edit.postId)
    .execute();
  return version;
}

/** A post's earlier texts, oldest first, with who replaced each. */
export function revisionsOf(db: Db, postId: number) {
  return db
    .selectFrom('forum_post_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.editor_id')
    .select(['r.version', 'r.body_html', 'r.created_at', 'r.editor_id', 'u.name as editor_name'])
    .where('r.post_id', '=', postId)
    .orderBy('r.version')
    .execute();
}

/** Of these users, those already mentioned in the post (each is told once per post). */
export async function alreadyMentioned(trx: Db, postId: number) {
  const rows = await trx
    .selectFrom('forum_mentions')
    .select('user_id')
    .where('post_id', '=', postId)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
