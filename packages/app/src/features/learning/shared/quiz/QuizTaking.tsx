import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Callout,
  QuestionCard,
  QuizLayout,
  QuizNavigator,
  QuizTimer,
  type QuestionValue,
} from '@ajar/ui';
import { QUIZ_KIND } from '@ajar/api/contract/quiz-rules';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/data/fetching';
import type { AnswerValue } from '@ajar/api/contract';
import { useLocalized } from '../../../../shared/data/localized';
import type { AnswerSnapshot } from './answerStore';
import type { LoadedAttempt } from './attemptApi';
import { isAnswered } from './localAnswers';
import { noAnswer, questionCardProps } from './questionCard';
import { SaveIndicator } from './SaveIndicator';
import { SubmitDialog } from './SubmitDialog';
import { useQuizRunning } from './quizRunning';
import type { SubmitState } from './useAttempt';

interface QuizTakingProps {
  attempt: LoadedAttempt;
  answers: AnswerSnapshot;
  onAnswer: (questionId: number, value: AnswerValue, options?: { sendAfterMs?: number }) => void;
  onSubmit: () => void;
  onExpire: () => void;
  isExpired: boolean;
  submitState: SubmitState;
}

/** An open attempt: one question at a time, the navigator, the timer and the save status. */
export function QuizTaking({
  attempt,
  answers,
  onAnswer,
  onSubmit,
  onExpire,
  isExpired,
  submitState,
}: QuizTakingProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  useQuizRunning();
  const { questions } = attempt;
  // Until the device's answers are merged, the server's stand in for them.
  const values = { ...attempt.answers, ...answers.values };
  const answeredAt = (index: number) => isAnswered(values[questions[index]?.id ?? -1]);
  // A resumed attempt opens on the first question still to answer, here or on the server.
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => !isAnswered(values[q.id])),
    ),
  );
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const card = useRef<HTMLElement>(null);
  // Asked for again when the question stays the same, e.g. "go to question 2" from the
  // submit dialog while on question 2: focus must land there, not back on the dialog's opener.
  const [focusRequest, setFocusRequest] = useState(0);

  // Screen readers and phones follow the question that comes into view, from its start: the
  // quiz layout stops it below the sticky timer bar, number and flag button in sight.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [index, focusRequest]);

  const question = questions[index];
  if (!question) return null;
  const last = questions.length - 1;
  const isClosed = answers.status === 'closed';
  const isLocked = isExpired || isClosed || submitState === 'submitting';
  const numbers = (test: (i: number) => boolean) =>
    questions.flatMap((_, i) => (test(i) ? [i + 1] : []));
  const goTo = (next: number) => setIndex(Math.min(Math.max(next, 0), last));

  const answer = (value: QuestionValue) =>
    onAnswer(question.id, value, {
      // Text is stored on every key but sent once the typing pauses.
      sendAfterMs: question.type === 'shortAnswer' ? SEARCH_DEBOUNCE_MS : 0,
    });

  const toggleFlag = (isFlagged: boolean) =>
    setFlagged((current) => {
      const next = new Set(current);
      if (isFlagged) next.add(question.id);
      else next.delete(question.id);
      return next;
    });

  const status = (
    <>
      {attempt.deadlineAt && (
        <QuizTimer
          endsAt={Date.parse(attempt.deadlineAt) - attempt.clockSkewMs}
          onExpire={onExpire}
        />
      )}
      <SaveIndicator status={answers.status} />
    </>
  );

  const actions = (
    <>
      {index > 0 && (
        <Button variant="secondary" onClick={() => goTo(index - 1)}>
          {t('quiz.previous')}
        </Button>
      )}
      {index < last ? (
        <Button onClick={() => goTo(index + 1)}>{t('quiz.next')}</Button>
      ) : (
        <Button onClick={() => setIsConfirming(true)} disabled={isLocked}>
          {t('quiz.finish')}
        </Button>
      )}
    </>
  );

  const aside = (
    <>
      <QuizNavigator
        questions={questions.map((q, i) => ({
          isAnswered: answeredAt(i),
          isFlagged: flagged.has(q.id),
        }))}
        currentIndex={index}
        onSelect={goTo}
      />
      <Button
        variant="secondary"
        onClick={() => setIsConfirming(true)}
        isLoading={submitState === 'submitting'}
        disabled={isLocked}
      >
        {t('quiz.submit')}
      </Button>
    </>
  );

  return (
    <QuizLayout status={status} actions={actions} aside={aside}>
      {(isExpired || isClosed) && submitState !== 'failed' && (
        <Callout
          // The timer says "time's up" itself, assertively; a closed attempt is news only here.
          role={isExpired ? undefined : 'status'}
          tone="warning"
          title={t('quiz.timeUp.title')}
        >
          {t('quiz.timeUp.text')}
        </Callout>
      )}
      {submitState === 'failed' && (
        <Callout
          role="alert"
          tone="danger"
          title={t('quiz.submitFailed.title')}
          actions={<Button onClick={onSubmit}>{t('quiz.submitFailed.retry')}</Button>}
        >
          {t('quiz.submitFailed.text')}
        </Callout>
      )}
      <QuestionCard
        key={question.id}
        ref={card}
        tabIndex={-1}
        name={`question-${attempt.id}-${question.id}`}
        number={index + 1}
        total={questions.length}
        {...questionCardProps(question, pick)}
        value={values[question.id] ?? noAnswer(question)}
        onChange={answer}
        isFlagged={flagged.has(question.id)}
        onToggleFlag={toggleFlag}
        isDisabled={isLocked}
      />
      <SubmitDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onSubmit();
        }}
        onGoTo={(next) => {
          setIsConfirming(false);
          goTo(next);
          setFocusRequest((request) => request + 1);
        }}
        unanswered={numbers((i) => !answeredAt(i))}
        flagged={numbers((i) => flagged.has(questions[i]!.id))}
        total={questions.length}
        isScored={attempt.kind === QUIZ_KIND.Quiz}
        isOffline={answers.status === 'offline'}
      />
    </QuizLayout>
  );
}
