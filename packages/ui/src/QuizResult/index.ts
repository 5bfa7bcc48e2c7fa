export { QuizResult } from './QuizResult';
export type { QuizResultProps } from './QuizResult';
