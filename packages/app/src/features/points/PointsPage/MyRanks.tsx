import { useTranslation } from 'react-i18next';
import { Button, Callout, PageSection, StatPanel } from '@ajar/ui';
import type { MyPoints } from '@ajar/api/contract';
import { POINT_PERIODS } from '@ajar/api/contract/point-rules';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { LEADERBOARD_PATH } from '../shared/pointKeys';
import { usePointFormats } from '../shared/usePointFormats';

/**
 * My rank this week, this month and of all time, with the way to the boards. Hidden learners
 * still see their own ranks (and are told only they do); staff are told they are not ranked.
 */
export function MyRanks({ points }: { points: MyPoints }) {
  const { t } = useTranslation();
  const format = usePointFormats();
  const navigateOnClick = useNavigateOnClick();
  const seeBoard = (
    <Button
      variant="secondary"
      size="sm"
      href={LEADERBOARD_PATH}
      onClick={navigateOnClick(LEADERBOARD_PATH)}
    >
      {t('points.mine.seeBoard')}
    </Button>
  );

  return (
    <PageSection
      title={t('points.mine.ranksTitle')}
      description={
        points.onBoards && points.visibility === 'hidden' ? t('points.mine.hiddenNote') : undefined
      }
    >
      {points.onBoards ? (
        <StatPanel
          items={POINT_PERIODS.map((period) => {
            const rank = points.ranks[period];
            return {
              label: t(`points.board.period.${period}`),
              value:
                rank === null
                  ? t('points.mine.noRank')
                  : t('points.mine.rankValue', { rank: format.number(rank) }),
            };
          })}
          actions={seeBoard}
        />
      ) : (
        <Callout
          tone="info"
          title={t('points.board.staff.title')}
          headingLevel={3}
          actions={seeBoard}
        >
          {t('points.board.staff.description')}
        </Callout>
      )}
    </PageSection>
  );
}
