import { useTranslation } from 'react-i18next';
import { Button, QuizIntro, type QuizRule } from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/tokens';
import type { QuizInfo } from '@ajar/api/contract';
import { useLang } from '../data/localized';

interface QuizIntroViewProps {
  quiz: QuizInfo;
  /** The server said no attempt is left (the quiz info may be older). */
  isExhausted: boolean;
  isStarting: boolean;
  onStart: () => void;
  onResume: () => void;
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
          : t('quiz.rules.minutes', { count: Math.ceil(quiz.timeLimitSeconds / 60) }),
    },
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

  const action = isUsedUp ? undefined : hasOpen ? (
    <Button isLoading={isStarting} onClick={onResume}>
      {t('quiz.intro.resume')}
    </Button>
  ) : (
    <Button isLoading={isStarting} onClick={onStart}>
      {isEvaluation ? t('quiz.intro.startEvaluation') : t('quiz.intro.start')}
    </Button>
  );

  return (
    <QuizIntro
      title={t('quiz.intro.title')}
      description={
        isEvaluation ? t('quiz.intro.evaluationDescription') : t('quiz.intro.description')
      }
      rules={rules}
      actions={action}
    >
      {hasOpen && <p>{t('quiz.intro.inProgress')}</p>}
      {quiz.timeLimitSeconds !== null && !isUsedUp && <p>{t('quiz.intro.timed')}</p>}
      {quiz.passed && !isUsedUp && !isEvaluation && <p>{t('quiz.intro.passed')}</p>}
      {isUsedUp && (
        <p>{isEvaluation ? t('quiz.intro.evaluationDone') : t('quiz.intro.noAttemptsLeft')}</p>
      )}
    </QuizIntro>
  );
}
