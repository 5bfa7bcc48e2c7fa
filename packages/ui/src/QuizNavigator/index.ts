export { QuizNavigator } from './QuizNavigator';
export type { QuizNavigatorProps, QuizNavigatorQuestion } from './QuizNavigator';
