export { QuizIntro } from './QuizIntro';
export type { QuizIntroProps, QuizRule } from './QuizIntro';
