import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CardGrid, EmptyState, Skeleton, SkeletonGroup, toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { joinableGroupsKey, myGroupsKey } from '../shared/groupKeys';
import { JoinableGroupCard, type JoinableGroup } from './JoinableGroupCard';

/** The groups of my company I am not in, each with a way to ask its leaders to let me in. */
export function JoinableGroups() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const load = useApi(joinableGroupsKey);
  const [asking, setAsking] = useState<number | null>(null);
  const [justAsked, setJustAsked] = useState<number | null>(null);
  const { data } = load;

  async function ask(group: JoinableGroup) {
    setAsking(group.id);
    try {
      const list = await apiRequest('post', '/groups/{id}/requests', { path: { id: group.id } });
      await load.mutate(list, { revalidate: false });
      // My groups page lists my requests too.
      void mutate(myGroupsKey);
      setJustAsked(group.id);
      toast.success(t('groups.join.ask.asked', { name: group.name }));
    } catch (error) {
      toast.warning({
        description: error instanceof ApiRequestError ? error.message : t('groups.join.ask.failed'),
      });
    } finally {
      setAsking(null);
    }
  }

  if (load.error)
    return (
      <LoadErrorState
        error={load.error}
        headingLevel={3}
        title={t('groups.join.ask.error')}
        description={t('loadError.network')}
        onRetry={load.retry}
        isRetrying={load.isValidating}
      />
    );
  if (!data)
    return (
      <SkeletonGroup label={t('groups.join.ask.loading')}>
        <Skeleton lines={3} />
      </SkeletonGroup>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t('groups.join.ask.empty')}
        description={t('groups.join.ask.emptyHint')}
      />
    );
  return (
    <CardGrid aria-label={t('groups.join.ask.listLabel')}>
      {data.items.map((group) => (
        <JoinableGroupCard
          key={group.id}
          group={group}
          isAsking={asking === group.id}
          isJustAsked={justAsked === group.id}
          onAsk={() => void ask(group)}
        />
      ))}
    </CardGrid>
  );
}
