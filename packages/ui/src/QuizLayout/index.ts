export { QuizLayout } from './QuizLayout';
export type { QuizLayoutProps } from './QuizLayout';
