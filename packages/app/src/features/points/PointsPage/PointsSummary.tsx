import { useTranslation } from 'react-i18next';
import { ProgressIndicator, StatPanel } from '@ajar/ui';
import type { MyPoints } from '@ajar/api/contract';
import { usePointFormats } from '../shared/usePointFormats';

/** How far into the level, 0-100: the share of the points from its start to the next's. */
export const levelProgress = ({ level, balance }: { level: MyPoints['level']; balance: number }) =>
  level.next === null
    ? 100
    : Math.round(((balance - level.start) / (level.next - level.start)) * 100);

/** My balance, my level with how far to the next, and my points this week and this month. */
export function PointsSummary({ points }: { points: MyPoints }) {
  const { t } = useTranslation();
  const format = usePointFormats();
  const { level, balance } = points;
  const next = level.level + 1;
  return (
    <StatPanel
      items={[
        { label: t('points.mine.balance'), value: format.number(balance) },
        {
          label: t('points.mine.level'),
          value: (
            <>
              {t('points.mine.levelValue', { level: level.level })}
              {level.next !== null && (
                <ProgressIndicator
                  value={levelProgress(points)}
                  // Progress toward a level has no pass mark: no colour says pass or fail.
                  threshold={0}
                  hasStateLabel={false}
                  size="sm"
                  label={t('points.mine.levelProgress', { level: next })}
                />
              )}
            </>
          ),
          hint:
            level.next === null
              ? t('points.mine.topLevel')
              : t('points.mine.toNext', { count: level.next - balance, level: next }),
        },
        { label: t('points.mine.weekPoints'), value: format.number(points.periodPoints.week) },
        { label: t('points.mine.monthPoints'), value: format.number(points.periodPoints.month) },
      ]}
    />
  );
}
