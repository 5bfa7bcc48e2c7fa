import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** A topic's own reading state per person: following it (new threads) and reading it all. */

export async function isFollowingTopic(db: Db, topicId: number, userId: number | null) {
  if (userId === null) return false;
  const row = await db
    .selectFrom('forum_topic_users')
    .select('following')
    .where('topic_id', '=', topicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.following ?? false;
}

export async function setFollowingTopic(
  db: Db,
  topicId: number,
  userId: number,
  following: boolean,
) {
  await db
    .insertInto('forum_topic_users')
    .values({ topic_id: topicId, user_id: userId, following })
    .onConflict((oc) => oc.columns(['topic_id', 'user_id']).doUpdateSet({ following }))
    .execute();
}

/** Who follows a topic (to tell them of a new thread), except these people. */
export async function topicFollowers(db: Db, topicId: number, except: number[]) {
  let query = db
    .selectFrom('forum_topic_users')
    .select('user_id')
    .where('topic_id', '=', topicId)
    .where('following', '=', true);
  if (except.length > 0) query = query.where('user_id', 'not in', except);
  return (await query.execute()).map((row) => row.user_id);
}

/**
 * Marks every thread of a topic read up to its last post, in one statement; a thread read
 * further already (never back) stays as it is. Answers how many threads moved.
 */
export async function markTopicRead(db: Db, topicId: number, userId: number) {
  const rows = await db
    .insertInto('forum_thread_users')
    .columns(['thread_id', 'user_id', 'last_read_post_number'])
    .expression((eb) =>
      eb
        .selectFrom('forum_threads')
        .select(['id', sql<number>`${userId}`.as('user_id'), 'highest_post_number'])
        .where('topic_id', '=', topicId),
    )
    .onConflict((oc) =>
      oc
        .columns(['thread_id', 'user_id'])
        .doUpdateSet({
          last_read_post_number: sql`excluded.last_read_post_number`,
          updated_at: sql`now()`,
        })
        .where(
          'forum_thread_users.last_read_post_number',
          '<',
          sql<number>`excluded.last_read_post_number`,
        ),
    )
    .returning('thread_id')
    .execute();
  return rows.length;
}

/** The topics of these areas. */
export async function topicIdsOf(db: Db, moduleIds: number[]) {
  if (moduleIds.length === 0) return [];
  const rows = await db
    .selectFrom('forum_topics')
    .select('id')
    .where('module_id', 'in', moduleIds)
    .execute();
  return rows.map((row) => row.id);
}
