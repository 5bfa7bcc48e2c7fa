import { useTranslation } from 'react-i18next';
import { evaluationScore } from '@ajar/api/contract/team-evaluation-rules';
import { useScoreFormat } from '../shared/useScoreFormat';

/**
 * The score the ratings so far make, as the API will count it, and how many statements are
 * rated; read out politely as it changes.
 */
export function ScorePreview({
  ratings,
  total,
  likertPoints,
}: {
  ratings: readonly number[];
  total: number;
  likertPoints: number;
}) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const score = evaluationScore(ratings, likertPoints);
  return (
    <p aria-live="polite">
      {score === null
        ? t('teamEvaluations.form.scoreNone')
        : t('teamEvaluations.form.scoreSoFar', {
            score: format(score),
            rated: ratings.length,
            total,
          })}
    </p>
  );
}
