import { useTranslation } from 'react-i18next';
import { StatPanel } from '@ajar/ui';
import type { TeamEvaluation } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../../team/shared/useTeamFormats';
import { TrendBadge } from '../shared/TrendBadge';
import { useScoreFormat } from '../shared/useScoreFormat';
import { useTrainingName } from '../shared/useTrainingName';

/** What the evaluation is: its form, training, evaluator and day, its score and trend. */
export function EvaluationFacts({ evaluation }: { evaluation: TeamEvaluation }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const score = useScoreFormat();
  const trainingName = useTrainingName();
  return (
    <StatPanel
      items={[
        { label: t('teamEvaluations.list.form'), value: pick(evaluation.form.title) },
        { label: t('teamEvaluations.list.training'), value: trainingName(evaluation.training) },
        { label: t('teamEvaluations.list.evaluator'), value: evaluation.evaluator.name },
        {
          label: t('teamEvaluations.list.date'),
          value: <time dateTime={evaluation.createdAt}>{format.day(evaluation.createdAt)}</time>,
        },
        {
          label: t('teamEvaluations.list.score'),
          value: score(evaluation.score),
          hint: t('teamEvaluations.score.outOf'),
        },
        {
          label: t('teamEvaluations.list.trend'),
          value: <TrendBadge score={evaluation.score} previous={evaluation.previousScore} />,
        },
      ]}
    />
  );
}
