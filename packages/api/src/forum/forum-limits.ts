import type { Kysely } from 'kysely';
import { FORUM_LIMITS } from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { ApiError } from '../http/errors';
import { isModerator, type Viewer } from './forum-access';
import { accountCreatedAt, writtenSince } from './forum.queries';

const HOUR_MS = 3_600_000;

/**
 * Posting limits, read from what the person already wrote (so they hold across processes):
 * anyone may write only so many posts a minute, and an account in its first day only so many
 * threads and posts. Staff are not limited.
 */
export async function checkPostingLimits(
  db: Kysely<Schema>,
  viewer: Viewer,
  what: 'thread' | 'post',
  now: Date,
) {
  if (viewer.userId === null || isModerator(viewer)) return;
  const windowStart = new Date(now.getTime() - FORUM_LIMITS.postWindowSeconds * 1000);
  const recent = await writtenSince(db, viewer.userId, windowStart);
  if (recent.posts >= FORUM_LIMITS.postsPerWindow)
    throw new ApiError(
      429,
      'forumSlowDown',
      { seconds: FORUM_LIMITS.postWindowSeconds },
      'slow_down',
      { 'retry-after': String(FORUM_LIMITS.postWindowSeconds) },
    );

  const joined = await accountCreatedAt(db, viewer.userId);
  const isNew = now.getTime() - joined.getTime() < FORUM_LIMITS.newAccountHours * HOUR_MS;
  if (!isNew) return;
  const today = await writtenSince(db, viewer.userId, new Date(now.getTime() - 24 * HOUR_MS));
  const over =
    what === 'thread'
      ? today.threads >= FORUM_LIMITS.newAccountThreadsPerDay
      : today.posts >= FORUM_LIMITS.newAccountPostsPerDay;
  if (!over) return;
  if (what === 'thread')
    throw new ApiError(
      429,
      'forumNewAccountThreads',
      { n: FORUM_LIMITS.newAccountThreadsPerDay },
      'new_account_limit',
    );
  throw new ApiError(
    429,
    'forumNewAccountPosts',
    { n: FORUM_LIMITS.newAccountPostsPerDay },
    'new_account_limit',
  );
}
