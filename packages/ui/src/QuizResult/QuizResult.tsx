import { useId, type HTMLAttributes, type Ref } from 'react';
import { useUiMessages, type UiMessageKey } from '../messages';
import { Button } from '../Button';
import { Card, type CardHeadingLevel } from '../Card';
import { ProgressIndicator } from '../ProgressIndicator';
import { DEFAULT_PASS_THRESHOLD } from '../ProgressIndicator/progressState';
import { CheckIcon, CrossIcon, InfoIcon, RetryIcon } from '../internal/icons';
import { formatMessage } from '../internal/text';
import {
  Actions,
  Description,
  Facts,
  Muted,
  QuizName,
  ScoreBlock,
  ScoreFact,
  StatusHeading,
} from './QuizResult.styles';

/**
 * The outcomes the kit can draw; the app's type test (packages/app/src/contractUnions.test.ts)
 * holds them equal to the contract's FinalQuizStatus.
 */
export type QuizOutcome = 'NoFinalQuiz' | 'Passed' | 'NotPassed';

export interface QuizResultProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Score from 0 to 100; not shown for `NoFinalQuiz`. */
  score?: number;
  /**
   * Score needed to pass.
   * @default DEFAULT_PASS_THRESHOLD (50), the contract's PASS_THRESHOLD
   */
  threshold?: number;
  /**
   * The outcome, as the server decided it.
   * @default 'Passed' or 'NotPassed' from `score` against `threshold`; 'NoFinalQuiz' without a score
   */
  status?: QuizOutcome;
  /** Name of the quiz, shown above the outcome, e.g. "Ujian Akhir Dasar-dasar K3". */
  quizName?: string;
  /** Correct answers, shown as "8 dari 10 benar" with `totalQuestions`. */
  correctCount?: number;
  /** Number of questions. */
  totalQuestions?: number;
  /** Attempts taken so far, including this one. */
  attemptsUsed?: number;
  /** Attempts allowed; leave undefined when unlimited. */
  maxAttempts?: number;
  /** Shows "Coba lagi"; hidden when no attempts are left. */
  onRetry?: () => void;
  /** Shows "Lihat pembahasan", to review the answers. */
  onReview?: () => void;
  /**
   * Heading level of the outcome, to fit the page outline.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

const content = {
  Passed: { heading: 'quizResultPassed', text: 'quizResultPassedText', Icon: CheckIcon },
  NotPassed: { heading: 'quizResultNotPassed', text: 'quizResultNotPassedText', Icon: CrossIcon },
  NoFinalQuiz: {
    heading: 'quizResultNoFinalQuiz',
    text: 'quizResultNoFinalQuizText',
    Icon: InfoIcon,
  },
} as const satisfies Record<
  QuizOutcome,
  { heading: UiMessageKey; text: UiMessageKey; Icon: typeof CheckIcon }
>;

/**
 * The outcome of a final quiz: passed or not in words and icon, the score against the pass
 * threshold, correct answers, attempts, and the next steps (retry, review).
 */
export function QuizResult({
  score,
  threshold = DEFAULT_PASS_THRESHOLD,
  status,
  quizName,
  correctCount,
  totalQuestions,
  attemptsUsed,
  maxAttempts,
  onRetry,
  onReview,
  headingLevel = 2,
  ...rest
}: QuizResultProps) {
  const { messages, locale } = useUiMessages();
  const attemptsId = useId();
  const headingId = useId();
  const outcome: QuizOutcome =
    status ?? (score === undefined ? 'NoFinalQuiz' : score >= threshold ? 'Passed' : 'NotPassed');
  const { heading, text, Icon } = content[outcome];
  const hasScore = outcome !== 'NoFinalQuiz' && score !== undefined;
  const attemptsLeft =
    maxAttempts === undefined ? undefined : Math.max(0, maxAttempts - (attemptsUsed ?? 0));
  const canRetry = onRetry !== undefined && attemptsLeft !== 0;
  const attemptsLeftText =
    attemptsLeft === undefined
      ? undefined
      : attemptsLeft === 0
        ? messages.quizResultNoAttemptsLeft
        : attemptsLeft === 1
          ? messages.quizResultAttemptsLeftOne
          : formatMessage(messages.quizResultAttemptsLeft, { count: attemptsLeft });

  const facts = [
    correctCount !== undefined && totalQuestions !== undefined && (
      <li key="correct">
        {formatMessage(messages.quizResultCorrect, {
          correct: correctCount,
          total: totalQuestions,
        })}
      </li>
    ),
    attemptsUsed !== undefined && maxAttempts !== undefined && (
      <Muted key="attempts">
        {formatMessage(messages.quizResultAttempts, { used: attemptsUsed, max: maxAttempts })}
      </Muted>
    ),
    attemptsLeftText && (
      <Muted key="left" id={attemptsId}>
        {attemptsLeftText}
      </Muted>
    ),
  ].filter(Boolean);

  const actions = (canRetry || onReview) && (
    <Actions>
      {canRetry && (
        <Button onClick={onRetry} aria-describedby={attemptsLeftText ? attemptsId : undefined}>
          <RetryIcon width="1em" height="1em" />
          {messages.quizResultRetry}
        </Button>
      )}
      {onReview && (
        <Button variant="secondary" onClick={onReview}>
          {messages.quizResultReview}
        </Button>
      )}
    </Actions>
  );

  return (
    <Card
      as="section"
      data-status={outcome}
      headingLevel={headingLevel}
      // A region named by its outcome, so a screen reader landing on it says what it is.
      aria-labelledby={headingId}
      title={
        <StatusHeading id={headingId} $status={outcome}>
          <Icon />
          {messages[heading]}
        </StatusHeading>
      }
      header={
        <>
          {quizName && <QuizName>{quizName}</QuizName>}
          <Description>{formatMessage(messages[text], { threshold })}</Description>
        </>
      }
      footer={actions || undefined}
      {...rest}
    >
      {hasScore || facts.length > 0 ? (
        <ScoreBlock>
          {hasScore && (
            <ProgressIndicator
              variant="ring"
              value={score}
              threshold={threshold}
              label={messages.quizResultScore}
              hasStateLabel={false}
            />
          )}
          <Facts>
            {hasScore && (
              <ScoreFact>
                {formatMessage(messages.quizResultScoreValue, {
                  score: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(score),
                })}
              </ScoreFact>
            )}
            {facts}
          </Facts>
        </ScoreBlock>
      ) : undefined}
    </Card>
  );
}
