import { useTranslation } from 'react-i18next';
import { PageSection, Table, type TableColumn } from '@ajar/ui';
import type { TeamEvaluation } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { PlainText } from '../../teamQuestions/shared/PlainText';

type Rating = TeamEvaluation['ratings'][number];
/** The points the quiz's words name ("Setuju" is 4 of 5): other scales show the number. */
const WORDED_POINTS = 5;

/**
 * Each statement with its rating in words and as a number ("Setuju (4 dari 5)"), then the
 * evaluator's note as plain text, line breaks kept: never read as markup.
 */
export function EvaluationRatings({ evaluation }: { evaluation: TeamEvaluation }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const max = evaluation.likertPoints;
  const rating = ({ rating: value }: Rating) =>
    max === WORDED_POINTS && value >= 1 && value <= max
      ? t('quiz.review.ratingValue', { label: t(`quiz.review.likert.${value}`), value, max })
      : t('teamEvaluations.detail.ratingOf', { value, max });
  const columns: TableColumn<Rating>[] = [
    {
      key: 'statement',
      header: t('quiz.review.statement'),
      isRowHeader: true,
      render: (row) => pick(row.statement.text),
    },
    { key: 'rating', header: t('teamEvaluations.detail.rating'), render: rating },
  ];
  return (
    <>
      <PageSection title={t('teamEvaluations.detail.ratings')}>
        <Table
          caption={t('teamEvaluations.detail.ratingsCaption', { name: evaluation.member.name })}
          isCaptionHidden
          columns={columns}
          rows={evaluation.ratings}
          getRowKey={(row) => row.statement.id}
          narrowLayout="stack"
        />
      </PageSection>
      <PageSection title={t('teamEvaluations.detail.comment')}>
        {evaluation.comment ? (
          <PlainText text={evaluation.comment} />
        ) : (
          <p>{t('teamEvaluations.detail.noComment')}</p>
        )}
      </PageSection>
    </>
  );
}
