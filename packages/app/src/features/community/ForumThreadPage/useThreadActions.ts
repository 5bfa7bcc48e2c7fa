import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import type { ForumPost, ForumThreadPage } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { forumModulesKey, forumPostHistoryKey, showsForumActivity } from '../shared/forumKeys';

/**
 * What a reader does on a thread. Each change shows at once from the API's answer; a refusal
 * says so and reloads the page's truth.
 */
export function useThreadActions(threadId: number, mutate: KeyedMutator<ForumThreadPage>) {
  const { t } = useTranslation();
  const { mutate: mutateKey } = useSWRConfig();
  /**
   * Reads other lists afresh (their counts, a history). A refresh that fails, offline or for
   * a page already gone, leaves the next visit to read them: nothing is lost.
   */
  const refresh = (key: Parameters<typeof mutateKey>[0]) => {
    mutateKey(key).catch(() => undefined);
  };
  const failed = () => {
    toast.warning({ description: t('forum.actionFailed') });
    void mutate();
  };

  const like = async (post: ForumPost, on: boolean) => {
    try {
      await replacePost(
        await apiRequest('put', '/forum/posts/{id}/reactions', {
          path: { id: post.id },
          body: { kind: 'like', on },
        }),
      );
    } catch {
      failed();
    }
  };

  const accept = async (postNumber: number | null) => {
    try {
      const thread = await apiRequest('put', '/forum/threads/{id}/accepted', {
        path: { id: threadId },
        body: { postNumber },
      });
      await mutate((page) => page && { ...page, thread }, { revalidate: false });
      toast.success({
        description: t(postNumber === null ? 'forum.unaccepted' : 'forum.accepted'),
      });
    } catch {
      failed();
    }
  };

  const follow = async (following: boolean) => {
    try {
      const thread = await apiRequest('put', '/forum/threads/{id}/following', {
        path: { id: threadId },
        body: { following },
      });
      await mutate((page) => page && { ...page, thread }, { revalidate: false });
    } catch {
      failed();
    }
  };

  const replacePost = (updated: ForumPost) =>
    mutate(
      (page) =>
        page && { ...page, posts: page.posts.map((p) => (p.id === updated.id ? updated : p)) },
      { revalidate: false },
    );

  /** A post saved from the editor shows as saved; its history is read afresh when opened. */
  const edited = async (post: ForumPost) => {
    await replacePost(post);
    refresh(forumPostHistoryKey(post.id));
    toast.success({ description: t('forum.edit.saved') });
  };

  /** Staff: hide a post from readers, or show it again. */
  const hide = async (post: ForumPost, hidden: boolean) => {
    try {
      await replacePost(
        await apiRequest('put', '/forum/posts/{id}/hidden', {
          path: { id: post.id },
          body: { hidden },
        }),
      );
      toast.success({ description: t(hidden ? 'forum.hiddenToast' : 'forum.restoredToast') });
    } catch {
      failed();
    }
  };

  /** Staff: pin the thread to the top of its topic, or lock it against replies. */
  const moderate = async (change: { pinned?: boolean; locked?: boolean }) => {
    try {
      const thread = await apiRequest('put', '/forum/threads/{id}/moderation', {
        path: { id: threadId },
        body: change,
      });
      await mutate((page) => page && { ...page, thread }, { revalidate: false });
    } catch {
      failed();
    }
  };

  /** Staff: the thread goes to another topic; the lists that count it follow. */
  const move = async (topicId: number) => {
    try {
      const thread = await apiRequest('put', '/forum/threads/{id}/moderation', {
        path: { id: threadId },
        body: { topicId },
      });
      await mutate((page) => page && { ...page, thread }, { revalidate: false });
      refresh(showsForumActivity);
      toast.success({ description: t('forum.move.done') });
    } catch {
      failed();
    }
  };

  /** I have seen up to this post: the thread and the lists that count unread follow. */
  const readUpTo = async (postNumber: number) => {
    try {
      await apiRequest('put', '/forum/threads/{id}/read', {
        path: { id: threadId },
        body: { postNumber },
      });
      refresh(forumModulesKey);
    } catch {
      // Reading state is a convenience: failing to save it must not disturb reading.
    }
  };

  return { like, accept, follow, readUpTo, hide, moderate, move, edited };
}
