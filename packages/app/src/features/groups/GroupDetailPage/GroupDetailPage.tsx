import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { useSession } from '../../../session';
import { GroupCrumbs } from '../shared/GroupCrumbs';
import { groupKey } from '../shared/groupKeys';
import { useGroupId } from '../shared/useGroupId';
import { GroupActions } from './GroupActions';
import { GroupCourses } from './GroupCourses';
import { GroupMembers } from './GroupMembers';
import { GroupRequests } from './GroupRequests';
import { JoinCodeSection } from './JoinCodeSection';
import { useGroupWrites } from './useGroupWrites';

/**
 * The API answers 404 for a group that does not exist and for one I am not in (it does not say
 * which); either way there is nothing of mine here, so a way back rather than an error.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

/** /my-group/:id: one group's courses, members and their progress, requests and join code. */
export function GroupDetailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = useGroupId();
  const load = useApi(id === null ? null : groupKey(id));
  const writes = useGroupWrites(id ?? 0);
  // A group I just left or was removed from may still be cached: its 404 wins.
  const isGone = id === null || isMissing(load.error);
  const group = isGone ? undefined : load.data;
  const title = group?.name ?? t('pages.groupDetail.title');
  useHead(title);

  const header = (
    <PageHeader
      breadcrumb={<GroupCrumbs current={title} />}
      title={title}
      description={group?.description || undefined}
      actions={group && <GroupActions group={group} writes={writes} />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <EmptyState
          title={t('groups.detail.missing')}
          description={t('groups.detail.missingHint')}
          action={<AppLink to="/my-group">{t('groups.detail.backToGroups')}</AppLink>}
        />
      </>
    );
  if (!group)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('groups.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('groups.detail.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );

  const meId = session?.kind === 'user' ? session.userId : null;
  return (
    <>
      {header}
      <GroupCourses group={group} writes={writes} />
      <GroupMembers group={group} meId={meId} writes={writes} />
      {group.canManage && (
        <>
          <GroupRequests group={group} writes={writes} />
          <JoinCodeSection group={group} writes={writes} />
        </>
      )}
    </>
  );
}
