import { useTranslation } from 'react-i18next';
import { Sparkline, StatPanel, type StatItem } from '@ajar/ui';
import type { EvaluationRecap } from '@ajar/api/contract';
import { TrendBadge } from '../shared/TrendBadge';
import { useScoreFormat } from '../shared/useScoreFormat';

/**
 * The person's figures: the average score, how many evaluations, the latest one's trend and,
 * from two scores on, a line of them over time (its name reads them out; the table below has
 * every score). Nothing before a first evaluation: the list says so.
 */
export function RecapFigures({ recap }: { recap: EvaluationRecap }) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const [latest] = recap.items;
  if (!latest || recap.average === null) return null;
  const outOf = t('teamEvaluations.score.outOf');
  const items: StatItem[] = [
    { label: t('teamEvaluations.recap.average'), value: format(recap.average), hint: outOf },
    { label: t('teamEvaluations.recap.count'), value: recap.items.length },
    {
      label: t('teamEvaluations.recap.latest'),
      value: format(latest.score),
      hint: <TrendBadge score={latest.score} previous={latest.previousScore} />,
    },
  ];
  if (recap.items.length > 1)
    items.push({
      label: t('teamEvaluations.recap.overTime'),
      value: (
        <Sparkline
          // Oldest first, as a line over time reads.
          values={recap.items.map((item) => item.score).reverse()}
          label={t('teamEvaluations.recap.overTimeLabel', { name: recap.member.name })}
          formatValue={format}
        />
      ),
    });
  return <StatPanel items={items} />;
}
