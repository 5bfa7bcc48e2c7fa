import { useTranslation } from 'react-i18next';
import { Badge, Card, CardGrid } from '@ajar/ui';
import type { ForumTopicSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';

/** An area's topics: each card opens its threads, with its counts and what is new to me. */
export function TopicList({ topics, label }: { topics: ForumTopicSummary[]; label: string }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <CardGrid aria-label={label}>
      {topics.map((topic) => {
        const unread = topic.unreadThreads ?? 0;
        const markers = (topic.isLocked || unread > 0) && (
          <>
            {topic.isLocked && <Badge tone="neutral">{t('forum.topicLocked')}</Badge>}
            {unread > 0 && <Badge tone="info">{t('forum.unreadThreads', { count: unread })}</Badge>}
          </>
        );
        return (
          <Card
            key={topic.id}
            as="article"
            title={pick(topic.title)}
            headingLevel={3}
            href={`/forum/topic?id=${topic.id}`}
            renderLink={routerLink}
            header={markers || undefined}
            footer={`${t('forum.threadCount', { count: topic.threadCount })} · ${t('forum.postCount', { count: topic.postCount })}`}
          >
            {pick(topic.description)}
          </Card>
        );
      })}
    </CardGrid>
  );
}
