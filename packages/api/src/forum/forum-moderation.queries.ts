import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** The moderation side's SQL: hiding, pinning, locking, and the queue of reported posts. */

export async function setPostHidden(trx: Db, postId: number, by: number, hidden: boolean) {
  await trx
    .updateTable('forum_posts')
    .set(hidden ? { hidden_at: sql`now()`, hidden_by: by } : { hidden_at: null, hidden_by: null })
    .where('id', '=', postId)
    .execute();
}

/** Closes every open report of a post: `agreed` when it was hidden for them, else `disagreed`. */
export async function resolveReports(trx: Db, postId: number, by: number, agreed: boolean) {
  const rows = await trx
    .updateTable('forum_flags')
    .set({ status: agreed ? 'agreed' : 'disagreed', resolved_by: by, resolved_at: sql`now()` })
    .where('post_id', '=', postId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.length;
}

/** A thread's new topic; its posts, readers and reports go with it. */
export async function moveThread(trx: Db, threadId: number, topicId: number) {
  await trx
    .updateTable('forum_threads')
    .set({ topic_id: topicId })
    .where('id', '=', threadId)
    .execute();
}

export async function setThreadPinned(trx: Db, threadId: number, pinned: boolean) {
  await trx
    .updateTable('forum_threads')
    .set({ pinned_at: pinned ? sql<Date>`now()` : null })
    .where('id', '=', threadId)
    .execute();
}

export async function setThreadLocked(trx: Db, threadId: number, locked: boolean) {
  await trx
    .updateTable('forum_threads')
    .set({ locked_at: locked ? sql<Date>`now()` : null })
    .where('id', '=', threadId)
    .execute();
}

/** Reported posts of a company awaiting review, oldest report first, with their reasons. */
export function pendingReports(db: Db, companyId: number) {
  return db
    .selectFrom('forum_flags as f')
    .innerJoin('forum_posts as p', 'p.id', 'f.post_id')
    .innerJoin('forum_threads as th', 'th.id', 'p.thread_id')
    .innerJoin('users as a', 'a.id', 'p.author_id')
    .select([
      'p.id as post_id',
      'p.post_number',
      'p.body_text',
      'p.hidden_at',
      'th.id as thread_id',
      'th.title as thread_title',
      'a.name as author_name',
      sql<number>`count(f.id)::int`.as('reports'),
      sql<string[]>`array_agg(distinct f.reason)`.as('reasons'),
      sql<Date>`min(f.created_at)`.as('first_reported_at'),
    ])
    .where('f.company_id', '=', companyId)
    .where('f.status', '=', 'pending')
    .groupBy(['p.id', 'th.id', 'a.name'])
    .orderBy(sql`min(f.created_at)`)
    .limit(100)
    .execute();
}
