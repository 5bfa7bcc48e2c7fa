import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Skeleton, Tabs } from '@ajar/ui';
import { ACHIEVEMENT_TYPES, type AchievementType } from '@ajar/api/contract/team-achievement-rules';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { achievementPath, memberAchievementsKey } from '../shared/achievementKeys';
import { isNotMyReport, MemberNotFound } from '../shared/MemberNotFound';
import { PeriodSwitch } from '../shared/PeriodSwitch';
import { usePeriodParam } from '../shared/usePeriodParam';
import { useMemberId } from '../shared/useMemberId';
import { useAchievementFormats } from '../shared/useAchievementFormats';
import { AchievementItems } from './AchievementItems';

/**
 * /my-team/achievement/:id/:type: one direct report's achievements of one kind in the period
 * the list was read over (`?period=`), newest first, with a tab per kind. Anyone not my
 * direct report, or a kind that does not exist, finds nothing here.
 */
export function AchievementDetailPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const navigate = useNavigate();
  const format = useAchievementFormats();
  const id = useMemberId();
  const { type: asked } = useParams();
  const type = ACHIEVEMENT_TYPES.find((known) => known === asked);
  const { period, page, setPeriod, setPage } = usePeriodParam();
  const load = useApi(id === null || !type ? null : memberAchievementsKey(id, type, period, page), {
    keepPreviousData: true,
  });
  const isGone = id === null || !type || isNotMyReport(load.error);
  const data = isGone ? undefined : load.data;
  const title = data
    ? t('teamAchievements.detail.title', { name: data.member.name })
    : t('pages.achievementDetail.title');
  useHead(title);

  const header = <PageHeader title={title} breadcrumb={entry && <PageCrumbs entry={entry} />} />;
  if (isGone)
    return (
      <>
        {header}
        <MemberNotFound />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('teamAchievements.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('teamAchievements.detail.loading')}
        >
          <Skeleton lines={5} />
        </LoadPending>
      </>
    );
  // Another kind's answer stays shown while this one loads (keepPreviousData): not this list.
  const isCurrent = data.type === type && data.page === page && data.period === period;
  return (
    <>
      {header}
      <PeriodSwitch value={period} onChange={setPeriod} />
      <Tabs
        label={t('teamAchievements.detail.tabsLabel')}
        value={type}
        onChange={(next) =>
          void navigate(achievementPath(data.member.id, next as AchievementType, period))
        }
        items={ACHIEVEMENT_TYPES.map((item) => ({
          value: item,
          label: t('teamAchievements.detail.tab', {
            label: t(`teamAchievements.list.${item}`),
            count: format.count(data.counts[item]),
          }),
          content:
            item === type &&
            (isCurrent ? (
              <AchievementItems data={data} onPageChange={setPage} />
            ) : (
              <LoadPending
                load={load}
                error={{
                  title: t('teamAchievements.detail.error'),
                  description: t('loadError.network'),
                }}
                loadingLabel={t('teamAchievements.detail.loading')}
              >
                <Skeleton lines={5} />
              </LoadPending>
            )),
        }))}
      />
    </>
  );
}
