import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, QuestionCard } from '@ajar/ui';
import type { AnswerValue, DailyQuiz, DailyStreak } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { isAnswered } from '../shared/quiz/localAnswers';
import { noAnswer, questionCardProps } from '../shared/quiz/questionCard';
import { AnswerFeedback } from './AnswerFeedback';
import { DailyQuizResult } from './DailyQuizResult';
import { useDailyAnswers } from './useDailyAnswers';

export interface DailyQuizRunnerProps {
  quiz: DailyQuiz;
  streak: DailyStreak;
  /** The server answered with the quiz as it now stands (feedback, or finished). */
  onQuiz: (quiz: DailyQuiz) => void;
}

/**
 * Today's questions one at a time: the learner answers, checks, reads whether it was right and
 * why, and goes on. An answer given offline is kept and sent later; the learner may go on
 * meanwhile, and reads its explanation in the result. The result follows the last question.
 */
export function DailyQuizRunner({ quiz, streak, onQuiz }: DailyQuizRunnerProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { store, snapshot } = useDailyAnswers(quiz.id, onQuiz);
  const [draft, setDraft] = useState<AnswerValue | undefined>();
  /** The question whose feedback is on screen until the learner goes on. */
  const [shownId, setShownId] = useState<number | null>(null);
  const card = useRef<HTMLElement>(null);

  const given = (questionId: number) =>
    quiz.items.find((i) => i.question.id === questionId)?.answer ??
    snapshot.values[questionId] ??
    null;
  const current =
    quiz.items.find((i) => i.question.id === shownId) ??
    quiz.items.find((i) => given(i.question.id) === null);

  useEffect(() => {
    if (shownId === null) card.current?.focus();
  }, [current?.question.id, shownId]);

  if (!current)
    return quiz.status === 'done' ? (
      <DailyQuizResult quiz={quiz} streak={streak} />
    ) : (
      <Card>
        <p role="status">{t('dailyQuiz.question.waiting')}</p>
      </Card>
    );

  const { question } = current;
  const answer = given(question.id);
  const isLast = quiz.items.every((i) => i === current || given(i.question.id) !== null);

  function check() {
    if (draft === undefined || !isAnswered(draft)) return;
    store.answer(question.id, draft);
    setShownId(question.id);
  }

  function next() {
    setShownId(null);
    setDraft(undefined);
  }

  // The question is a card of its own; the section spaces it from its badge and buttons.
  return (
    <>
      <p>
        <Badge>{t(`dailyQuiz.source.${current.source}`)}</Badge>{' '}
        {t('dailyQuiz.question.course', { course: pick(current.course.title) })}
      </p>
      <QuestionCard
        key={question.id}
        ref={card}
        tabIndex={-1}
        name={`daily-${quiz.id}-${question.id}`}
        number={current.position}
        total={quiz.items.length}
        {...questionCardProps(question, pick)}
        value={answer ?? draft ?? noAnswer(question)}
        onChange={setDraft}
        review={current.feedback ? { correct: current.feedback.correct } : undefined}
        isDisabled={answer !== null}
      />
      {answer === null ? (
        <div>
          <Button onClick={check} disabled={draft === undefined || !isAnswered(draft)}>
            {t('dailyQuiz.question.check')}
          </Button>
        </div>
      ) : (
        <>
          <AnswerFeedback item={current} state={snapshot.states[question.id]} />
          <div>
            <Button onClick={next}>
              {isLast ? t('dailyQuiz.question.finish') : t('dailyQuiz.question.next')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
