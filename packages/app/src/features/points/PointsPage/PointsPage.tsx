import { useTranslation } from 'react-i18next';
import { Card, PageHeader, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { myPointsKey } from '../shared/pointKeys';
import { EarningRules } from './EarningRules';
import { MyRanks } from './MyRanks';
import { PointHistory } from './PointHistory';
import { PointsSummary } from './PointsSummary';
import { VisibilityForm } from './VisibilityForm';

/**
 * /leaderboard-point: my balance and level, my ranks and this week's and month's points, every
 * point I got or lost, how points are earned, and how I appear on the boards.
 */
export function PointsPage() {
  const { t } = useTranslation();
  const title = t('pages.leaderboardPoints.title');
  useHead(title);
  const load = useApi(myPointsKey);
  const { data } = load;

  return (
    <>
      <PageHeader title={title} description={t('points.mine.lead')} />
      {data ? (
        <>
          <PointsSummary points={data} />
          <MyRanks points={data} />
        </>
      ) : (
        <LoadPending
          load={load}
          error={{ title: t('points.mine.error'), description: t('loadError.network') }}
          loadingLabel={t('points.mine.loading')}
        >
          <Card>
            <Skeleton lines={3} />
          </Card>
        </LoadPending>
      )}
      <PointHistory />
      {data && <EarningRules rules={data.rules} />}
      {/* Staff are on no board: how they would appear there changes nothing. */}
      {data?.onBoards && <VisibilityForm points={data} />}
    </>
  );
}
