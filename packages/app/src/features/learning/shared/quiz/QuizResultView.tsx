import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, PageSection, QuizLayout, QuizResult, StatPanel } from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import type { LearnContent, QuizInfo } from '@ajar/api/contract';
import { useLocalized } from '../../../../shared/data/localized';
import { useFormatScore } from '../format';
import { AttemptReview } from './AttemptReview';
import type { LoadedAttempt } from './attemptApi';
import { ReviewWithheldNotice } from './ReviewWithheldNotice';

interface QuizResultViewProps {
  attempt: LoadedAttempt;
  quiz: QuizInfo;
  content: LearnContent;
  onRetry: () => void;
  /** The time ran out and the answers went in by themselves. */
  isTimeUp?: boolean;
}

/**
 * The outcome of a submitted attempt: the score against the pass mark, the final quiz's
 * status, a retry while attempts remain, and the review where the quiz's policy shows one
 * (or why it does not yet). An evaluation is not scored: it says thank you. A pre test shows
 * its score alone, as the score pages do: it measures the starting point, so no verdict.
 */
export function QuizResultView({
  attempt,
  quiz,
  content,
  onRetry,
  isTimeUp = false,
}: QuizResultViewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatScore = useFormatScore();
  const [isReviewing, setIsReviewing] = useState(false);
  const outcome = useRef<HTMLElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const reviewSection = useRef<HTMLElement>(null);
  const result = attempt.result;
  const timeUpId = useId();
  // Said before the outcome, and read with it when the outcome takes the focus.
  const timeUp = isTimeUp && (
    <Callout id={timeUpId} tone="warning" title={t('quiz.timeUp.title')}>
      {t('quiz.timeUp.submitted')}
    </Callout>
  );

  // The questions are gone: the outcome takes the focus they had.
  useEffect(() => (outcome.current ?? thanks.current)?.focus(), []);
  useEffect(() => {
    if (isReviewing) reviewSection.current?.focus();
  }, [isReviewing]);

  if (attempt.kind === QUIZ_KIND.Evaluation || !result)
    return (
      <QuizLayout>
        {timeUp}
        <Callout
          ref={thanks}
          tabIndex={-1}
          aria-describedby={isTimeUp ? timeUpId : undefined}
          tone="success"
          title={t('quiz.result.thanksTitle')}
        >
          {t('quiz.result.thanks')}
        </Callout>
      </QuizLayout>
    );

  const used = Math.max(quiz.attemptsUsed, attempt.attemptNumber);
  const max = quiz.maxAttempts ?? undefined;
  const canRetry = max === undefined || used < max;
  const passed = result.passed === true;

  const review = isReviewing && (
    <PageSection ref={reviewSection} tabIndex={-1} title={t('quiz.review.title')}>
      <AttemptReview attempt={attempt} headingLevel={3} />
    </PageSection>
  );

  if (content.type === 'Pre Test')
    return (
      <QuizLayout>
        {timeUp}
        <PageSection
          ref={outcome}
          tabIndex={-1}
          aria-describedby={isTimeUp ? timeUpId : undefined}
          title={pick(content.title)}
        >
          <p>{t('myCourses.attempt.baseline')}</p>
          <StatPanel
            items={[
              { label: t('myCourses.attempt.score'), value: formatScore(result.score ?? 0) },
              {
                label: t('myCourses.attempt.correct'),
                value: t('myCourses.attempt.correctValue', {
                  correct: result.correctCount,
                  total: result.totalQuestions,
                }),
              },
            ]}
            actions={
              (canRetry || result.review) && (
                <>
                  {canRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
                  {result.review && (
                    <Button variant="secondary" onClick={() => setIsReviewing(true)}>
                      {t('quiz.review.title')}
                    </Button>
                  )}
                </>
              )
            }
          />
        </PageSection>
        {result.reviewWithheld && <ReviewWithheldNotice reason={result.reviewWithheld} />}
        {review}
      </QuizLayout>
    );

  return (
    <QuizLayout>
      {timeUp}
      <QuizResult
        ref={outcome}
        tabIndex={-1}
        aria-describedby={isTimeUp ? timeUpId : undefined}
        quizName={pick(content.title)}
        score={result.score ?? undefined}
        threshold={result.passThreshold}
        status={result.passed === null ? undefined : passed ? 'Passed' : 'NotPassed'}
        correctCount={result.correctCount}
        totalQuestions={result.totalQuestions}
        attemptsUsed={used}
        maxAttempts={max}
        onRetry={canRetry ? onRetry : undefined}
        onReview={result.review ? () => setIsReviewing(true) : undefined}
      />
      {content.type === 'Final Quiz' && (
        <Callout
          tone={passed ? 'success' : 'warning'}
          headingLevel={3}
          title={t('quiz.result.finalTitle')}
        >
          {passed ? t('quiz.result.finalPassed') : t('quiz.result.finalNotPassed')}
          {!passed && !canRetry && ` ${t('quiz.result.askTrainer')}`}
        </Callout>
      )}
      {result.reviewWithheld && <ReviewWithheldNotice reason={result.reviewWithheld} />}
      {review}
    </QuizLayout>
  );
}
