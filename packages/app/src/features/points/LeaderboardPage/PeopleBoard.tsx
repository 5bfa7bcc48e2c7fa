import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  LeaderboardTable,
  PageSection,
  Skeleton,
  type LeaderboardEntry,
} from '@ajar/ui';
import type { Leaderboard } from '@ajar/api/contract';
import type { PointPeriod } from '@ajar/api/contract/point-rules';
import { useApi } from '../../../shared/data/useApi';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { leaderboardKey, MY_POINTS_PATH } from '../shared/pointKeys';
import { MyStanding } from './MyStanding';

/** The key of my row: the API names no one by id, and a row is mine only by `isMe`. */
const MY_ROW = 'me';

/**
 * The learners by points in the period: where I stand, the top ten, and the ones around me
 * when I am below them. The last board stays while the next period loads.
 */
export function PeopleBoard({ period }: { period: PointPeriod }) {
  const { t } = useTranslation();
  const load = useApi(leaderboardKey(period), { keepPreviousData: true });
  const { data } = load;
  if (load.error || !data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('points.board.error'), description: t('loadError.network') }}
        loadingLabel={t('points.board.loading')}
      >
        <Skeleton lines={1} width="50%" />
        <Skeleton variant="rect" />
      </LoadPending>
    );

  const rows = (entries: Leaderboard['top']): LeaderboardEntry[] =>
    entries.map((entry, index) => ({
      id: entry.isMe ? MY_ROW : `${entry.rank}-${index}`,
      rank: entry.rank,
      // Anonymous rows carry nothing that tells who: not a name, not a department.
      name: entry.name ?? t('points.board.anonymous'),
      detail: entry.department ?? undefined,
      points: entry.points,
    }));
  const isBelowTop = data.aroundMe.length > 0 && !data.top.some((entry) => entry.isMe);

  return (
    <>
      <MyStanding board={data} />
      {data.top.length === 0 ? (
        <EmptyBoard period={data.period} isRanked={data.me.onBoards} />
      ) : (
        <>
          <LeaderboardTable
            entries={rows(data.top)}
            currentUserId={MY_ROW}
            caption={t(`points.board.topCaption.${data.period}`)}
          />
          {isBelowTop && (
            <PageSection title={t('points.board.around.title')}>
              <LeaderboardTable
                entries={rows(data.aroundMe)}
                currentUserId={MY_ROW}
                caption={t('points.board.around.caption')}
                isCaptionHidden
              />
            </PageSection>
          )}
        </>
      )}
    </>
  );
}

/** Nobody has points in the period yet: how they are earned, and where to read more. */
function EmptyBoard({ period, isRanked }: { period: PointPeriod; isRanked: boolean }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <EmptyState
      title={t(`points.board.empty.title.${period}`)}
      description={t('points.board.empty.description')}
      action={
        isRanked && (
          <Button
            variant="secondary"
            href={MY_POINTS_PATH}
            onClick={navigateOnClick(MY_POINTS_PATH)}
          >
            {t('points.board.empty.action')}
          </Button>
        )
      }
    />
  );
}
