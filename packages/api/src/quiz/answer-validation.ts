import { SHORT_ANSWER_MAX_LENGTH } from '../contract/limits';
import { LIKERT_POINTS, type AnswerValue, type QuestionType } from '../contract/quiz';

export interface AnswerableQuestion {
  type: QuestionType;
  optionIds: readonly number[];
}

/**
 * The value as it is stored, or null when it is not an answer to this question: one option
 * of its own for single and true/false, distinct options of its own for multiple (none
 * clears it), text for a short answer, '1'..'5' for Likert.
 */
export function acceptAnswer(question: AnswerableQuestion, value: AnswerValue): AnswerValue | null {
  const own = new Set(question.optionIds.map(String));
  switch (question.type) {
    case 'single':
    case 'trueFalse': {
      // A one-element list is read as its element: a lenient reader, a strict writer.
      const id = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
      return id !== undefined && own.has(id) ? id : null;
    }
    case 'multiple': {
      if (!Array.isArray(value)) return null;
      if (new Set(value).size !== value.length) return null;
      return value.every((id) => own.has(id)) ? [...value] : null;
    }
    case 'shortAnswer':
      return typeof value === 'string' && value.length <= SHORT_ANSWER_MAX_LENGTH ? value : null;
    case 'likert': {
      if (typeof value !== 'string' || !/^\d$/.test(value)) return null;
      const n = Number(value);
      return n >= 1 && n <= LIKERT_POINTS ? value : null;
    }
  }
}
