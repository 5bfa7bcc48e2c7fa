import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Callout, QuizIntro, type QuizRule } from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import type { QuizInfo } from '@ajar/api/contract';
import { useLang } from '../../../../shared/data/localized';
import { useApi } from '../../../../shared/data/useApi';
import { attemptPath, fetchAttempt, type LoadedAttempt } from './attemptApi';

interface QuizIntroViewProps {
  quiz: QuizInfo;
  /** The server said no attempt is left (the quiz info may be older). */
  isExhausted: boolean;
  isStarting: boolean;
  onStart: () => void;
  onResume: () => void;
}

/** What is left of an open attempt's time when the intro opens (it does not tick). */
function timeLeftText(t: TFunction, deadlineAt: string, attempt: LoadedAttempt) {
  const seconds = Math.ceil((Date.parse(deadlineAt) - attempt.clockSkewMs - Date.now()) / 1000);
  if (seconds <= 0) return t('quiz.rules.timeLeftNone');
  if (seconds < 60) return t('quiz.rules.timeLeftSeconds', { count: seconds });
  return t('quiz.rules.timeLeftMinutes', { count: Math.round(seconds / 60) });
}

/** The rules and the learner's standing, then Start, Resume, or why neither. */
export function QuizIntroView({
  quiz,
  isExhausted,
  isStarting,
  onStart,
  onResume,
}: QuizIntroViewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const isEvaluation = quiz.kind === QUIZ_KIND.Evaluation;
  const hasOpen = quiz.openAttemptId !== null;
  const isUsedUp =
    isExhausted || (!hasOpen && quiz.maxAttempts !== null && quiz.attemptsUsed >= quiz.maxAttempts);
  const used = quiz.attemptsUsed;
  // A timed attempt under way: its clock kept running while the learner was away. The same
  // entry serves Resume, so the questions then open at once.
  const open = useApi(
    hasOpen && quiz.timeLimitSeconds !== null ? attemptPath(quiz.openAttemptId!) : null,
    { fetcher: fetchAttempt, revalidateOnFocus: false },
  );
  const deadline = open.data?.deadlineAt;

  const rules: QuizRule[] = [
    {
      label: t('quiz.rules.questions'),
      value: t('quiz.rules.questionsValue', { count: quiz.questionCount }),
    },
    {
      label: t('quiz.rules.timeLimit'),
      value:
        quiz.timeLimitSeconds === null
          ? t('quiz.rules.noTimeLimit')
          : quiz.timeLimitSeconds < 60
            ? t('quiz.rules.seconds', { count: quiz.timeLimitSeconds })
            : t('quiz.rules.minutes', { count: Math.ceil(quiz.timeLimitSeconds / 60) }),
    },
    ...(deadline
      ? [{ label: t('quiz.rules.timeLeft'), value: timeLeftText(t, deadline, open.data!) }]
      : []),
    {
      label: t('quiz.rules.attempts'),
      value:
        quiz.maxAttempts === null
          ? t('quiz.rules.attemptsUnlimited', { used })
          : t('quiz.rules.attemptsValue', { used, max: quiz.maxAttempts }),
    },
  ];
  if (!isEvaluation) {
    const best = quiz.bestScore === null ? undefined : number.format(quiz.bestScore);
    rules.push(
      { label: t('quiz.rules.passThreshold'), value: number.format(quiz.passThreshold) },
      {
        label: t('quiz.rules.bestScore'),
        value:
          best === undefined
            ? undefined
            : quiz.passed
              ? t('quiz.rules.bestScorePassed', { score: best })
              : t('quiz.rules.bestScoreNotPassed', { score: best }),
      },
      {
        label: t('quiz.rules.review'),
        value:
          quiz.review === 'afterSubmit'
            ? t('quiz.rules.reviewAfterSubmit')
            : quiz.review === 'afterPassedOrLastAttempt'
              ? t('quiz.rules.reviewAfterPassedOrLastAttempt')
              : t('quiz.rules.reviewNever'),
      },
    );
  }

  const isResuming = hasOpen && !isUsedUp;
  const startAction = isUsedUp ? undefined : (
    <Button isLoading={isStarting} onClick={onStart}>
      {isEvaluation ? t('quiz.intro.startEvaluation') : t('quiz.intro.start')}
    </Button>
  );

  const intro = (
    <QuizIntro
      title={t('quiz.intro.title')}
      description={
        isEvaluation ? t('quiz.intro.evaluationDescription') : t('quiz.intro.description')
      }
      rules={rules}
      actions={isResuming ? undefined : startAction}
    >
      {quiz.timeLimitSeconds !== null && !isUsedUp && <p>{t('quiz.intro.timed')}</p>}
      {quiz.passed && !isUsedUp && !isEvaluation && <p>{t('quiz.intro.passed')}</p>}
      {isUsedUp && (
        <p>{isEvaluation ? t('quiz.intro.evaluationDone') : t('quiz.intro.noAttemptsLeft')}</p>
      )}
    </QuizIntro>
  );
  if (!isResuming) return intro;

  // Coming back to an attempt, Resume is what the learner came for: it leads, above the
  // rules they have read already. At the end of the rules it fell under a phone's pager.
  return (
    <>
      <Callout
        tone="info"
        title={t('quiz.intro.inProgressTitle')}
        actions={
          <Button isLoading={isStarting} onClick={onResume}>
            {t('quiz.intro.resume')}
          </Button>
        }
      >
        <p>{t('quiz.intro.inProgress')}</p>
      </Callout>
      {intro}
    </>
  );
}
