export { TeamQuestionsPage } from './TeamQuestionsPage';
