import { useTranslation } from 'react-i18next';
import { Button, Callout, EmptyState, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { teamAchievementsKey } from '../shared/achievementKeys';
import { PeriodSwitch } from '../shared/PeriodSwitch';
import { usePeriodParam } from '../shared/usePeriodParam';
import { AchievementTable } from './AchievementTable';
import { AchievementTotals } from './AchievementTotals';
import { useExport } from './useExport';

/**
 * /my-team/achievement: what my direct reports achieved in a period (this year by default):
 * courses completed, valid certificates, points and badges, the team's totals, and the list
 * as a CSV file. Each count opens the person's items of that kind.
 */
export function AchievementsPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = t('pages.achievements.title');
  useHead(title);
  const { period, setPeriod } = usePeriodParam();
  const load = useApi(teamAchievementsKey(period), { keepPreviousData: true });
  const exporting = useExport(period);
  const team = load.data;
  const hasPeople = (team?.members.length ?? 0) > 0;

  let body;
  if (!team)
    body = (
      <LoadPending
        load={load}
        error={{ title: t('teamAchievements.list.error'), description: t('loadError.network') }}
        loadingLabel={t('teamAchievements.list.loading')}
      >
        <Skeleton variant="rect" />
        <Skeleton lines={4} />
      </LoadPending>
    );
  else if (!hasPeople)
    body = <EmptyState title={t('team.list.empty')} description={t('team.list.emptyHint')} />;
  else
    body = (
      <>
        <AchievementTotals team={team} />
        <AchievementTable team={team} />
      </>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={t('teamAchievements.list.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
        actions={
          hasPeople && (
            <Button
              variant="secondary"
              onClick={() => void exporting.download()}
              isLoading={exporting.isBusy}
              loadingLabel={t('teamAchievements.export.busy')}
            >
              {t('teamAchievements.export.button')}
            </Button>
          )
        }
      />
      {exporting.hasFailed && (
        <Callout tone="danger" role="alert" title={t('teamAchievements.export.failed')}>
          {t('teamAchievements.export.failedHint')}
        </Callout>
      )}
      <PeriodSwitch value={period} onChange={setPeriod} />
      {body}
    </>
  );
}
