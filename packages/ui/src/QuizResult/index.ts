export { QuizResult } from './QuizResult';
export type { QuizOutcome, QuizResultProps } from './QuizResult';
