import type { AnswerValue, AttemptQuestion, LocalizedText } from '@ajar/api/contract';
import { SHORT_ANSWER_MAX_LENGTH } from '@ajar/api/contract/limits';
import type { QuestionCardProps } from '@ajar/ui';

/**
 * A question of the attempt as QuestionCard shows it. True/false questions come with their
 * own option ids (the server grades those), so they show as a two-option single choice.
 */
export function questionCardProps(
  question: AttemptQuestion,
  pick: (text: LocalizedText) => string,
): Pick<QuestionCardProps, 'type' | 'question' | 'options' | 'hasLetters' | 'maxLength'> {
  return {
    type: question.type === 'trueFalse' ? 'single' : question.type,
    question: pick(question.text),
    options: question.options.map((option) => ({ value: option.id, label: pick(option.text) })),
    hasLetters: question.type !== 'trueFalse',
    maxLength: question.type === 'shortAnswer' ? SHORT_ANSWER_MAX_LENGTH : undefined,
  };
}

/** QuestionCard's value for a question with no answer yet. */
export const noAnswer = (question: AttemptQuestion): AnswerValue =>
  question.type === 'multiple' ? [] : '';
