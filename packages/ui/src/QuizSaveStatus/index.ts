export { QuizSaveStatus } from './QuizSaveStatus';
export type { QuizSaveState, QuizSaveStatusProps } from './QuizSaveStatus';
