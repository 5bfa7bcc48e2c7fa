import { useTranslation } from 'react-i18next';
import { PageSection, QuizResult, StatPanel, type StatItem } from '@ajar/ui';
import type { Attempt } from '@ajar/api/contract';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import { useLocalized } from '../../../shared/data/localized';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { secondsBetween, useFormatDuration, useFormatScore } from '../shared/format';

type SubmittedAttempt = Attempt & {
  submittedAt: string;
  result: NonNullable<Attempt['result']>;
};

export const isSubmitted = (attempt: Attempt): attempt is SubmittedAttempt =>
  attempt.status === 'submitted' && attempt.submittedAt !== null && attempt.result !== null;

/**
 * A submitted attempt: the score against the pass mark (quizzes; a pre test's score alone),
 * when and how long.
 */
export function AttemptSummarySection({ attempt }: { attempt: SubmittedAttempt }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDateTime = useFormatDateTime();
  const formatDuration = useFormatDuration();
  const formatScore = useFormatScore();
  const { result } = attempt;
  const isEvaluation = attempt.kind === QUIZ_KIND.Evaluation || result.score === null;
  // A pre test is a baseline of what the learner knew before: its score, never a verdict.
  const isBaseline = !isEvaluation && attempt.content.type === 'Pre Test';
  const facts: StatItem[] = [
    {
      label: t('myCourses.attempt.submittedAt'),
      value: <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time>,
    },
    {
      label: t('myCourses.attempt.duration'),
      value: formatDuration(secondsBetween(attempt.startedAt, attempt.submittedAt)),
    },
    ...(isEvaluation
      ? [{ label: t('myCourses.attempt.questions'), value: result.totalQuestions }]
      : []),
  ];
  const baselineFacts: StatItem[] = [
    { label: t('myCourses.attempt.score'), value: formatScore(result.score ?? 0) },
    {
      label: t('myCourses.attempt.correct'),
      value: t('myCourses.attempt.correctValue', {
        correct: result.correctCount,
        total: result.totalQuestions,
      }),
    },
  ];
  return (
    <PageSection
      title={t(isEvaluation ? 'myCourses.attempt.evaluationTitle' : 'myCourses.attempt.title', {
        number: attempt.attemptNumber,
      })}
    >
      {isBaseline && (
        <>
          <p>{t('myCourses.attempt.baseline')}</p>
          <StatPanel items={baselineFacts} />
        </>
      )}
      {!isEvaluation && !isBaseline && result.score !== null && (
        <QuizResult
          headingLevel={3}
          score={result.score}
          threshold={result.passThreshold}
          status={result.passed ? 'Passed' : 'NotPassed'}
          quizName={pick(attempt.content.title)}
          correctCount={result.correctCount}
          totalQuestions={result.totalQuestions}
        />
      )}
      <StatPanel items={facts} />
    </PageSection>
  );
}
