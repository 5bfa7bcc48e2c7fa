import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import type { ForumThreadFilter } from '@ajar/api/contract/forum-rules';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { useSession } from '../../../session';
import { ForumCrumbs } from '../shared/ForumCrumbs';
import { forumTopicKey } from '../shared/forumKeys';
import { NewThreadForm } from './NewThreadForm';
import { ThreadFilterBar } from './ThreadFilterBar';
import { ThreadList } from '../shared/ThreadList';
import { TopicActions } from './TopicActions';
import { useTopicParams } from './useTopicParams';

const PUBLIC_FILTERS: ForumThreadFilter[] = ['all', 'unanswered', 'answered'];
const MEMBER_FILTERS: ForumThreadFilter[] = [...PUBLIC_FILTERS, 'mine', 'following'];

/** /forum/topic?id=: a topic's threads, narrowed and paged, and starting a new one. */
export function ForumTopicPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const session = useSession();
  const { id, page, filter, q, go } = useTopicParams();
  const [isWriting, setWriting] = useState(false);
  const load = useApi(id ? forumTopicKey(id, { page, filter, q }) : null, {
    keepPreviousData: true,
  });
  const { data } = load;
  const title = data ? pick(data.topic.title) : t('pages.forumTopic.title');
  useHead(title);

  const header = (
    <PageHeader
      title={title}
      description={data ? pick(data.topic.description) : undefined}
      breadcrumb={<ForumCrumbs current={title} />}
      actions={
        data &&
        (session ? (
          <TopicActions
            page={data}
            onNewThread={data.canStartThread && !isWriting ? () => setWriting(true) : null}
          />
        ) : undefined)
      }
    />
  );
  if (!id)
    return (
      <>
        {header}
        <EmptyState title={t('forum.topicMissing')} description={t('forum.topicMissingHint')} />
      </>
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

  const filters = session ? MEMBER_FILTERS : PUBLIC_FILTERS;
  const isNarrowed = filter !== 'all' || q !== '';
  return (
    <>
      {header}
      {isWriting && (
        <PageSection title={t('forum.newThread')}>
          <NewThreadForm topicId={id} />
        </PageSection>
      )}
      <ThreadFilterBar
        q={q}
        filter={filter}
        filters={filters}
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
