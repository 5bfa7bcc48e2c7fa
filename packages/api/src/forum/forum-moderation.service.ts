import type { Kysely } from 'kysely';
import { ApiError } from '../http/errors';
import type { ForumPost, ForumReviewQueue, ForumThread } from '../contract/forum';
import type { ForumFlagReason } from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { moderatorId } from './forum-guards';
import type { Viewer } from './forum-access';
import {
  moveThread,
  pendingReports,
  resolveReports,
  setPostHidden,
  setThreadLocked,
  setThreadPinned,
} from './forum-moderation.queries';
import {
  shownPost,
  readablePost,
  readableThread,
  readableTopic,
  threadHeader,
} from './forum-reading.service';

type Db = Kysely<Schema>;
const EXCERPT_LENGTH = 280;

/**
 * Pins a thread to the top of its topic, locks it against replies (or undoes either), or
 * moves it to another topic of the company (another company's topic answers 404). A group's
 * discussion is for its members: nothing moves into it or out of it.
 */
export async function moderateThread(
  db: Db,
  viewer: Viewer,
  threadId: number,
  change: { pinned?: boolean; locked?: boolean; topicId?: number },
): Promise<ForumThread> {
  moderatorId(viewer);
  const thread = await readableThread(db, viewer, threadId);
  if (change.topicId !== undefined) {
    const target = await readableTopic(db, viewer, change.topicId);
    if ((target.group_id ?? thread.group_id) !== null && target.module_id !== thread.module_id)
      throw new ApiError(400, 'groupThreadStays', { field: 'topicId' }, 'group_thread_stays');
  }
  await db.transaction().execute(async (trx) => {
    if (change.topicId !== undefined) await moveThread(trx, threadId, change.topicId);
    if (change.pinned !== undefined) await setThreadPinned(trx, threadId, change.pinned);
    if (change.locked !== undefined) await setThreadLocked(trx, threadId, change.locked);
  });
  return threadHeader(db, viewer, await readableThread(db, viewer, threadId));
}

/**
 * Hides a post (its text then shows only to its writer and staff) or restores it. Hiding
 * agrees with the post's open reports; restoring leaves reports as they are.
 */
export async function setPostVisibility(
  db: Db,
  viewer: Viewer,
  postId: number,
  hidden: boolean,
  now: Date,
): Promise<ForumPost> {
  const by = moderatorId(viewer);
  const post = await readablePost(db, viewer, postId);
  await db.transaction().execute(async (trx) => {
    await setPostHidden(trx, postId, by, hidden);
    if (hidden) await resolveReports(trx, postId, by, true);
  });
  return shownPost(db, viewer, post, now);
}

/** The review queue: reported posts of my company not yet decided, oldest report first. */
export async function reviewQueue(db: Db, viewer: Viewer): Promise<ForumReviewQueue> {
  moderatorId(viewer);
  const rows = await pendingReports(db, viewer.companyId);
  return {
    items: rows.map((r) => ({
      postId: r.post_id,
      postNumber: r.post_number,
      threadId: r.thread_id,
      threadTitle: r.thread_title,
      authorName: r.author_name,
      excerpt:
        r.body_text.length > EXCERPT_LENGTH
          ? `${r.body_text.slice(0, EXCERPT_LENGTH - 1)}…`
          : r.body_text,
      isHidden: r.hidden_at !== null,
      reports: r.reports,
      reasons: r.reasons as ForumFlagReason[],
      firstReportedAt: r.first_reported_at.toISOString(),
    })),
  };
}

/** Decides a reported post: hide it (the reports were right) or keep it (dismissed). */
export async function resolveReportedPost(
  db: Db,
  viewer: Viewer,
  postId: number,
  action: 'hide' | 'dismiss',
) {
  const by = moderatorId(viewer);
  await readablePost(db, viewer, postId);
  const resolved = await db.transaction().execute(async (trx) => {
    if (action === 'hide') await setPostHidden(trx, postId, by, true);
    return resolveReports(trx, postId, by, action === 'hide');
  });
  return { resolved };
}
