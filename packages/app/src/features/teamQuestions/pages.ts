// The follow-up questions' pages load together: one chunk for the area keeps the router's
// list of chunks (which the first screen carries) short.
export { MemberQuestionsPage } from './MemberQuestionsPage';
export { QuestionAnswerPage } from './QuestionAnswerPage';
export { TeamQuestionsPage } from './TeamQuestionsPage';
