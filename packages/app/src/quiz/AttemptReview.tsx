import { useTranslation } from 'react-i18next';
import { EmptyState, QuestionCard, QuizReviewItem, QuizReviewList } from '@ajar/ui';
import type { Attempt } from '@ajar/api/contract';
import { useLocalized } from '../data/localized';
import { isAnswered } from './localAnswers';
import { noAnswer, questionCardProps } from './questionCard';

export interface AttemptReviewProps {
  /** A submitted attempt; its result's review lists each question's correct answers. */
  attempt: Attempt;
  /** Heading level of each question (the page's structure decides). */
  headingLevel?: 2 | 3;
}

/**
 * A submitted attempt, read-only: each question with the learner's answer, the right one,
 * whether it was correct and the author's explanation. Quizzes that keep their answers
 * hidden (review `never`) say so instead.
 */
export function AttemptReview({ attempt, headingLevel = 2 }: AttemptReviewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const review = attempt.result?.review;
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
