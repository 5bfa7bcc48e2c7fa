import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageSection, Skeleton } from '@ajar/ui';
import type { ForumTopicPage } from '@ajar/api/contract';
import type { ForumThreadFilter } from '@ajar/api/contract/forum-rules';
import { useApi } from '../../../shared/data/useApi';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { useSession } from '../../../session';
import { forumTopicKey } from '../shared/forumKeys';
import { ThreadList } from '../shared/ThreadList';
import { NewThreadForm } from './NewThreadForm';
import { ThreadFilterBar } from './ThreadFilterBar';
import { TopicActions } from './TopicActions';
import { useTopicParams } from './useTopicParams';

const PUBLIC_FILTERS: ForumThreadFilter[] = ['all', 'unanswered', 'answered'];
const MEMBER_FILTERS: ForumThreadFilter[] = [...PUBLIC_FILTERS, 'mine', 'following'];

interface TopicThreadsProps {
  topicId: number;
  /**
   * The page's own header (its title and way back differ: a forum topic, a group), given the
   * topic once it has loaded and the reader's commands on it (follow, mark read, start a thread).
   */
  renderHeader: (topic: ForumTopicPage | undefined, actions: ReactNode) => ReactNode;
}

/**
 * A topic's threads, narrowed and paged by the address's `q`, `filter` and `page`, and starting
 * a new one: the forum's topic page and a group's discussion are this one list.
 */
export function TopicThreads({ topicId, renderHeader }: TopicThreadsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { page, filter, q, go } = useTopicParams();
  const [isWriting, setWriting] = useState(false);
  const load = useApi(forumTopicKey(topicId, { page, filter, q }), { keepPreviousData: true });
  const { data } = load;
  const header = renderHeader(
    data,
    data && session ? (
      <TopicActions
        page={data}
        onNewThread={data.canStartThread && !isWriting ? () => setWriting(true) : null}
      />
    ) : undefined,
  );

  if (!data)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('forum.topicError'), description: t('loadError.network') }}
          loadingLabel={t('forum.topicLoading')}
        >
          <Skeleton lines={3} />
        </LoadPending>
      </>
    );

  const isNarrowed = filter !== 'all' || q !== '';
  return (
    <>
      {header}
      {isWriting && (
        <PageSection title={t('forum.newThread')}>
          <NewThreadForm topicId={topicId} />
        </PageSection>
      )}
      <ThreadFilterBar
        q={q}
        filter={filter}
        filters={session ? MEMBER_FILTERS : PUBLIC_FILTERS}
        total={data.total}
        onSearch={(words) => go({ q: words })}
        onFilter={(next) => go({ filter: next })}
      />
      {data.items.length === 0 ? (
        <EmptyState
          title={t(isNarrowed ? 'forum.filterEmpty' : 'forum.topicEmpty')}
          description={t(isNarrowed ? 'forum.filterEmptyHint' : 'forum.topicEmptyHint')}
        />
      ) : (
        <ThreadList
          threads={data.items}
          page={data.page}
          pageCount={data.totalPages}
          onPageChange={(next) => go({ page: next })}
        />
      )}
    </>
  );
}
