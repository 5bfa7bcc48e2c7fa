import type { ForumThreadChangedEvent } from '../contract/forum';
import type { Database } from '../db/client';
import { FORUM_THREAD_CHANNEL, threadProgress } from '../forum/forum.queries';
import { keyedHub, type KeyedHub } from './keyed-hub';
import { sseFrame } from './theme-hub';

export type ForumThreadHub = KeyedHub;

/** The readers of an open thread hear of each new post, written through any API process. */
export function forumThreadHub(database: Database, heartbeatMs?: number): ForumThreadHub {
  return keyedHub(
    database,
    FORUM_THREAD_CHANNEL,
    async (threadId) => {
      const thread = await threadProgress(database.db, threadId);
      if (!thread) return null;
      const event: ForumThreadChangedEvent = {
        highestPostNumber: thread.highest_post_number,
        postCount: thread.post_count,
      };
      return sseFrame('posts', event);
    },
    heartbeatMs,
  );
}
