import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader } from '@ajar/ui';
import type { ForumTopicPage as TopicPage } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { ForumCrumbs } from '../shared/ForumCrumbs';
import { TopicThreads } from './TopicThreads';
import { positiveParam } from './useTopicParams';

/** /forum/topic?id=: a topic's threads, narrowed and paged, and starting a new one. */
export function ForumTopicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveParam(params.get('id'));
  if (!id)
    return (
      <>
        <TopicHeader />
        <EmptyState title={t('forum.topicMissing')} description={t('forum.topicMissingHint')} />
      </>
    );
  return (
    <TopicThreads
      topicId={id}
      renderHeader={(topic, actions) => <TopicHeader topic={topic} actions={actions} />}
    />
  );
}

/** The topic's title and description under Home › Forum, once it has loaded. */
function TopicHeader({ topic, actions }: { topic?: TopicPage; actions?: ReactNode }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const title = topic ? pick(topic.topic.title) : t('pages.forumTopic.title');
  useHead(title);
  return (
    <PageHeader
      title={title}
      description={topic ? pick(topic.topic.description) : undefined}
      breadcrumb={<ForumCrumbs current={title} />}
      actions={actions}
    />
  );
}
