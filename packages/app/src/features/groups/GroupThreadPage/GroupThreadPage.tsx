import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import type { GroupDetail } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { TopicThreads } from '../../community/topicThreads';
import { GroupCrumbs } from '../shared/GroupCrumbs';
import { groupKey } from '../shared/groupKeys';
import { useGroupId } from '../shared/useGroupId';

/**
 * /my-group/:id/thread?q=&filter=&page=: the group's discussion, which is the forum's list of
 * its topic's threads (a thread opens on the forum's thread page, which checks membership).
 */
export function GroupThreadPage() {
  const { t } = useTranslation();
  const id = useGroupId();
  const load = useApi(id ? groupKey(id) : null);
  const group = load.data;

  // The API answers 404 to a group one is not in, so as not to say that it exists.
  if (!id || load.error?.status === 404)
    return (
      <>
        <ThreadHeader />
        <EmptyState
          title={t('groups.thread.notMember')}
          description={t('groups.thread.notMemberHint')}
          action={<AppLink to="/my-group">{t('groups.thread.back')}</AppLink>}
        />
      </>
    );
  if (!group)
    return (
      <>
        <ThreadHeader />
        <LoadPending
          load={load}
          error={{ title: t('groups.thread.error'), description: t('loadError.network') }}
          loadingLabel={t('groups.thread.loading')}
        >
          <Skeleton lines={3} />
        </LoadPending>
      </>
    );
  return (
    <TopicThreads
      topicId={group.forumTopicId}
      renderHeader={(_topic, actions) => <ThreadHeader group={group} actions={actions} />}
    />
  );
}

/** The group's name and the way back to it, once the group has loaded. */
function ThreadHeader({ group, actions }: { group?: GroupDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const title = group
    ? t('groups.thread.title', { name: group.name })
    : t('pages.groupThread.title');
  useHead(title);
  return (
    <PageHeader
      title={title}
      description={group ? t('groups.thread.lead') : undefined}
      breadcrumb={<GroupCrumbs group={group} current={t('pages.groupThread.title')} />}
      actions={actions}
    />
  );
}
