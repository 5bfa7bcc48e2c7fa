import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, toast } from '@ajar/ui';
import type { ForumTopicPage } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { showsForumActivity } from '../shared/forumKeys';

interface TopicActionsProps {
  page: ForumTopicPage;
  onNewThread: (() => void) | null;
}

/**
 * A signed-in reader's commands on a topic: follow it (told of each new thread), mark every
 * thread read, and start a thread where that is allowed.
 */
export function TopicActions({ page, onNewThread }: TopicActionsProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const topicId = page.topic.id;
  const refresh = () => mutate(showsForumActivity);
  const failed = () => toast.warning({ description: t('forum.actionFailed') });

  async function follow(following: boolean) {
    try {
      await apiRequest('put', '/forum/topics/{id}/following', {
        path: { id: topicId },
        body: { following },
      });
      await refresh();
    } catch {
      failed();
    }
  }

  async function readAll() {
    try {
      const { threadsMarked } = await apiRequest('put', '/forum/topics/{id}/read', {
        path: { id: topicId },
      });
      await refresh();
      toast.success({ description: t('forum.topicRead', { count: threadsMarked }) });
    } catch {
      failed();
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={page.topic.isFollowing}
        onClick={() => void follow(!page.topic.isFollowing)}
      >
        {t(page.topic.isFollowing ? 'forum.followingTopic' : 'forum.followTopic')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void readAll()}>
        {t('forum.markTopicRead')}
      </Button>
      {onNewThread && <Button onClick={onNewThread}>{t('forum.newThread')}</Button>}
    </>
  );
}
