import type { Kysely } from 'kysely';
import type { ForumSearchPage } from '../contract/forum';
import { FORUM_LIMITS } from '../contract/forum-rules';
import type { Schema } from '../db/schema';
import { isModerator, type Viewer } from './forum-access';
import { readableModules, threadSummary } from './forum-reading.service';
import { threadsOfTopic } from './forum.queries';
import { topicIdsOf } from './forum-topics.queries';

type Db = Kysely<Schema>;

/**
 * Threads whose title or a visible post holds the words, in every area I may read (a visitor:
 * the public ones), latest activity first.
 */
export async function searchForum(
  db: Db,
  viewer: Viewer,
  { q, page }: { q: string; page: number },
): Promise<ForumSearchPage> {
  const modules = await readableModules(db, viewer);
  const topics = await topicIdsOf(
    db,
    modules.map((m) => m.id),
  );
  const { total, rows } = await threadsOfTopic(db, {
    topicIds: topics,
    pinnedFirst: false,
    userId: viewer.userId,
    filter: 'all',
    q,
    page,
    withHidden: isModerator(viewer),
  });
  const size = FORUM_LIMITS.threadsPerPage;
  return {
    q,
    items: rows.map((row) => ({
      ...threadSummary(row, viewer.userId !== null),
      topic: { id: row.topic_id, title: { id: row.topic_title_id, en: row.topic_title_en } },
    })),
    page,
    pageSize: size,
    total,
    totalPages: Math.max(1, Math.ceil(total / size)),
  };
}
