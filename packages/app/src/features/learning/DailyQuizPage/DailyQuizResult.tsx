import { useTranslation } from 'react-i18next';
import { Callout, PageSection, QuestionCard, QuizReviewItem, QuizReviewList } from '@ajar/ui';
import type { DailyQuiz, DailyStreak } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { noAnswer, questionCardProps } from '../shared/quiz/questionCard';

/** Today's quiz done: the score, the points and the streak, then every answer with its why. */
export function DailyQuizResult({ quiz, streak }: { quiz: DailyQuiz; streak: DailyStreak }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const total = quiz.items.length;
  return (
    <>
      <Callout
        role="status"
        tone="success"
        headingLevel={2}
        title={t('dailyQuiz.result.title')}
        actions={
          <AppLink to="/leaderboard" isStandalone>
            {t('dailyQuiz.result.leaderboard')}
          </AppLink>
        }
      >
        <p>{t('dailyQuiz.result.score', { correct: quiz.correctCount, total })}</p>
        {quiz.pointsEarned !== null && quiz.pointsEarned > 0 && (
          <p aria-label={t('dailyQuiz.result.pointsLabel')}>
            {t('dailyQuiz.result.points', { count: quiz.pointsEarned })}
          </p>
        )}
        {streak.doneToday && <p>{t('dailyQuiz.result.streak', { count: streak.current })}</p>}
        <p>{t('dailyQuiz.result.comeBack')}</p>
      </Callout>
      <PageSection title={t('dailyQuiz.result.review')}>
        <QuizReviewList aria-label={t('dailyQuiz.result.review')}>
          {quiz.items.map((item) => {
            const outcome = !item.feedback
              ? 'unanswered'
              : item.feedback.isCorrect
                ? 'correct'
                : 'incorrect';
            return (
              <QuizReviewItem
                key={item.question.id}
                title={t('quiz.review.question', { number: item.position })}
                outcome={outcome}
                outcomeLabel={t(`quiz.review.${outcome}`)}
                explanation={
                  item.feedback?.explanation ? pick(item.feedback.explanation) : undefined
                }
                explanationLabel={t('quiz.review.explanation')}
              >
                <QuestionCard
                  name={`daily-review-${quiz.id}-${item.question.id}`}
                  number={item.position}
                  total={total}
                  {...questionCardProps(item.question, pick)}
                  value={item.answer ?? noAnswer(item.question)}
                  review={{ correct: item.feedback?.correct ?? [] }}
                  isDisabled
                />
              </QuizReviewItem>
            );
          })}
        </QuizReviewList>
      </PageSection>
    </>
  );
}
