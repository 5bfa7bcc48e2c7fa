import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '@ajar/ui';
import type { Attempt, AttemptQuestion, LIKERT_POINTS } from '@ajar/api/contract';
import { useLocalized } from '../../../../shared/data/localized';

// The contract's scale, typed against it: a value import would bring zod into the bundle.
const POINTS: typeof LIKERT_POINTS = 5;

/**
 * A submitted evaluation: each statement with the learner's own rating in words. A survey
 * has no right answers, so nothing here speaks of correct or incorrect.
 */
export function EvaluationAnswers({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const rating = (question: AttemptQuestion) => {
    const value = attempt.answers[question.id];
    const point = typeof value === 'string' ? Number(value) : NaN;
    if (!Number.isInteger(point) || point < 1 || point > POINTS) return t('quiz.review.notRated');
    return t('quiz.review.ratingValue', {
      label: t(`quiz.review.likert.${point}`),
      value: point,
      max: POINTS,
    });
  };
  const columns: TableColumn<AttemptQuestion>[] = [
    {
      key: 'statement',
      header: t('quiz.review.statement'),
      isRowHeader: true,
      render: (question) => pick(question.text),
    },
    { key: 'rating', header: t('quiz.review.rating'), render: rating },
  ];
  return (
    <Table
      caption={t('quiz.review.ratings')}
      isCaptionHidden
      columns={columns}
      rows={attempt.questions}
      getRowKey={(question) => question.id}
      narrowLayout="stack"
    />
  );
}
