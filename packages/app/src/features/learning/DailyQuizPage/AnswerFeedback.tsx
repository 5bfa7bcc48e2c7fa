import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { DailyQuizItem } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import type { AnswerState } from '../shared/quiz/answerStore';

/** The right answer in words: the correct options' texts, or the accepted short answers. */
function rightAnswer(item: DailyQuizItem, pick: ReturnType<typeof useLocalized>) {
  const correct = item.feedback?.correct ?? [];
  if (item.question.type === 'shortAnswer') return correct.join(' / ');
  return item.question.options
    .filter((option) => correct.includes(option.id))
    .map((option) => pick(option.text))
    .join(', ');
}

/**
 * What happened to the answer just given: right or not, the right answer and the author's
 * explanation once the server has it; until then, that it is saving or kept on this device.
 */
export function AnswerFeedback({ item, state }: { item: DailyQuizItem; state?: AnswerState }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { feedback } = item;
  if (feedback)
    return (
      <Callout
        role="status"
        tone={feedback.isCorrect ? 'success' : 'danger'}
        headingLevel={3}
        title={
          feedback.isCorrect ? t('dailyQuiz.question.correct') : t('dailyQuiz.question.incorrect')
        }
      >
        {!feedback.isCorrect && (
          <p>{t('dailyQuiz.question.rightAnswer', { answer: rightAnswer(item, pick) })}</p>
        )}
        {feedback.explanation && (
          <p>
            <strong>{t('dailyQuiz.question.explanation')}: </strong>
            {pick(feedback.explanation)}
          </p>
        )}
      </Callout>
    );
  if (state === 'failed')
    return (
      <Callout role="alert" tone="danger" headingLevel={3} title={t('dailyQuiz.question.failed')} />
    );
  if (state === 'offline' || state === 'retrying')
    return (
      <Callout role="status" tone="info" headingLevel={3} title={t('dailyQuiz.question.offline')} />
    );
  return <p role="status">{t('dailyQuiz.question.saving')}</p>;
}
