export { QuestionAnswerPage } from './QuestionAnswerPage';
