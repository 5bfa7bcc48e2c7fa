import { useTranslation } from 'react-i18next';
import { EmptyState, QuestionCard, QuizReviewItem, QuizReviewList } from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import type { Attempt } from '@ajar/api/contract';
import { useLocalized } from '../../../../shared/data/localized';
import { EvaluationAnswers } from './EvaluationAnswers';
import { isAnswered } from './localAnswers';
import { noAnswer, questionCardProps } from './questionCard';
import { ReviewWithheldNotice } from './ReviewWithheldNotice';

export interface AttemptReviewProps {
  /** A submitted attempt; its result's review lists each question's correct answers. */
  attempt: Attempt;
  /** Heading level of each question (the page's structure decides). */
  headingLevel?: 2 | 3;
}

/**
 * A submitted attempt, read-only: each question with the learner's answer, the right one,
 * whether it was correct and the author's explanation. When the quiz's review policy keeps
 * the right answers back, it says why and shows only the learner's own answers; an
 * evaluation shows the learner's rating of each statement.
 */
export function AttemptReview({ attempt, headingLevel = 2 }: AttemptReviewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const review = attempt.result?.review;
  if (attempt.result && attempt.kind === QUIZ_KIND.Evaluation)
    return <EvaluationAnswers attempt={attempt} />;
  const withheld = attempt.result?.reviewWithheld;
  if (!review && withheld)
    return (
      <>
        <ReviewWithheldNotice reason={withheld} headingLevel={headingLevel} />
        <OwnAnswers attempt={attempt} />
      </>
    );
  if (!review)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t('quiz.review.unavailableTitle')}
        description={attempt.result ? t('quiz.review.unavailable') : t('quiz.review.notSubmitted')}
      />
    );

  const reviewed = new Map(review.map((entry) => [entry.questionId, entry]));
  const total = attempt.questions.length;
  return (
    <QuizReviewList aria-label={t('quiz.review.list')}>
      {attempt.questions.flatMap((question, index) => {
        const entry = reviewed.get(question.id);
        // Unscored questions (likert) have nothing to review.
        if (!entry) return [];
        const value = attempt.answers[question.id];
        const outcome = !isAnswered(value)
          ? 'unanswered'
          : entry.isCorrect
            ? 'correct'
            : 'incorrect';
        return [
          <QuizReviewItem
            key={question.id}
            title={t('quiz.review.question', { number: index + 1 })}
            headingLevel={headingLevel}
            outcome={outcome}
            outcomeLabel={
              outcome === 'correct'
                ? t('quiz.review.correct')
                : outcome === 'incorrect'
                  ? t('quiz.review.incorrect')
                  : t('quiz.review.unanswered')
            }
            explanation={entry.explanation ? pick(entry.explanation) : undefined}
            explanationLabel={t('quiz.review.explanation')}
          >
            <QuestionCard
              name={`review-${attempt.id}-${question.id}`}
              number={index + 1}
              total={total}
              {...questionCardProps(question, pick)}
              value={value ?? noAnswer(question)}
              review={{ correct: entry.correct }}
              isDisabled
            />
          </QuizReviewItem>,
        ];
      })}
    </QuizReviewList>
  );
}

/** The learner's own answers, read-only and unmarked: the right ones are not shown. */
function OwnAnswers({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const total = attempt.questions.length;
  return (
    <QuizReviewList aria-label={t('quiz.review.yourAnswers')}>
      {attempt.questions.map((question, index) => (
        <li key={question.id}>
          <QuestionCard
            name={`answers-${attempt.id}-${question.id}`}
            number={index + 1}
            total={total}
            {...questionCardProps(question, pick)}
            value={attempt.answers[question.id] ?? noAnswer(question)}
            isDisabled
          />
        </li>
      ))}
    </QuizReviewList>
  );
}
