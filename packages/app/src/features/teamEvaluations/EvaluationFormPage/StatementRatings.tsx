import { useTranslation } from 'react-i18next';
import { Badge, QuestionCard } from '@ajar/ui';
import type { EvaluationStatement } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';

interface StatementRatingsProps {
  statements: readonly EvaluationStatement[];
  likertPoints: number;
  ratings: Record<number, string>;
  onRate: (statementId: number, point: string) => void;
  /** Statements a refused submit found unrated: each says so, in words. */
  unrated: readonly number[];
  isDisabled: boolean;
  /** Each statement's card, for focus to reach the first one unrated. */
  cardRef: (statementId: number) => (card: HTMLElement | null) => void;
}

const errorId = (statementId: number) => `statement-${statementId}-error`;

/** Every statement of the form on the form's scale, from disagreeing to agreeing. */
export function StatementRatings(props: StatementRatingsProps) {
  const { statements, ratings, unrated } = props;
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <>
      {statements.map((statement, index) => {
        const isUnrated = unrated.includes(statement.id);
        return (
          <QuestionCard
            key={statement.id}
            ref={props.cardRef(statement.id)}
            number={index + 1}
            total={statements.length}
            question={pick(statement.text)}
            type="likert"
            likertPoints={props.likertPoints}
            name={`rating-${statement.id}`}
            value={ratings[statement.id] ?? ''}
            onChange={(point) => props.onRate(statement.id, String(point))}
            isDisabled={props.isDisabled}
            aria-describedby={isUnrated ? errorId(statement.id) : undefined}
          >
            {isUnrated && (
              <Badge id={errorId(statement.id)} tone="danger">
                {t('teamEvaluations.form.unrated')}
              </Badge>
            )}
          </QuestionCard>
        );
      })}
    </>
  );
}
