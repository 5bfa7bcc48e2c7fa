import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { myTeamKey } from '../shared/teamKeys';
import { RecordsToVerify } from './RecordsToVerify';
import { TeamSummary } from './TeamSummary';
import { TeamTable } from './TeamTable';

/**
 * /my-team: my direct reports (HR sets who reports to whom), each with their courses by state,
 * this year's training hours against the target, valid certificates and last activity; the
 * training records they sent me to check.
 */
export function MyTeamPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.myTeam.title');
  useHead(title);
  const load = useApi(myTeamKey);
  const team = load.data;

  let body;
  if (!team)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('team.list.error'), description: t('loadError.network') }}
        loadingLabel={t('team.list.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else if (team.members.length === 0)
    body = <EmptyState title={t('team.list.empty')} description={t('team.list.emptyHint')} />;
  else
    body = (
      <>
        <TeamSummary team={team} />
        <RecordsToVerify />
        <TeamTable team={team} />
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={t('team.list.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      {body}
    </>
  );
}
