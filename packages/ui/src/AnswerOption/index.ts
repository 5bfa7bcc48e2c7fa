export { AnswerOption } from './AnswerOption';
export type { AnswerOptionProps, AnswerOptionReviewState, AnswerOptionType } from './AnswerOption';
