export { MemberQuestionsPage } from './MemberQuestionsPage';
