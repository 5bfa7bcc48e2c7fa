import type { ForumThreadFilter } from '@ajar/api/contract/forum-rules';
import { apiPath } from '../../../api';

/** The forum's reads, and so their cache keys: pages and the writes that refresh them agree. */
export const forumModulesKey = apiPath('/forum/modules');

export const forumTopicKey = (
  id: number,
  { page = 1, filter = 'all', q = '' }: { page?: number; filter?: ForumThreadFilter; q?: string },
) =>
  apiPath('/forum/topics/{id}', {
    path: { id },
    query: {
      ...(page > 1 ? { page } : {}),
      ...(filter !== 'all' ? { filter } : {}),
      ...(q ? { q } : {}),
    },
  });

export const forumThreadKey = (id: number, page?: number) =>
  apiPath('/forum/threads/{id}', { path: { id }, query: page ? { page } : {} });

/** Whether a cached key reads this thread, or lists (its topic, the areas) that count it. */
export const showsForumActivity = (key: unknown) =>
  typeof key === 'string' && key.includes('/forum/');

export const forumPostHistoryKey = (id: number) =>
  apiPath('/forum/posts/{id}/revisions', { path: { id } });

export const forumSearchKey = (q: string, page: number) =>
  apiPath('/forum/search', { query: { q, ...(page > 1 ? { page } : {}) } });
