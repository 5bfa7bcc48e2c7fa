import { useTranslation } from 'react-i18next';
import { Badge, TrendDownIcon, TrendSteadyIcon, TrendUpIcon, type BadgeTone } from '@ajar/ui';
import { evaluationTrend, type EvaluationTrend } from '@ajar/api/contract/team-evaluation-rules';
import { useScoreFormat } from './useScoreFormat';

/**
 * Better reads as success and worse as danger, a steady score stays neutral; never the tenant
 * colour, which means nothing good or bad. The words and the icon's shape say it too.
 */
const TONE: Record<EvaluationTrend, BadgeTone> = {
  up: 'success',
  down: 'danger',
  steady: 'neutral',
};
const ICON = { up: TrendUpIcon, down: TrendDownIcon, steady: TrendSteadyIcon };

/** How a score moved against the person's previous evaluation, with that score in words. */
export function TrendBadge({ score, previous }: { score: number; previous: number | null }) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const trend = evaluationTrend(score, previous);
  if (trend === null || previous === null) return <>{t('teamEvaluations.trend.first')}</>;
  const Icon = ICON[trend];
  return (
    <Badge tone={TONE[trend]} icon={<Icon />}>
      {t(`teamEvaluations.trend.${trend}`, { previous: format(previous) })}
    </Badge>
  );
}
