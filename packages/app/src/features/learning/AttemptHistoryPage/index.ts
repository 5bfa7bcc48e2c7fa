export { AttemptHistoryPage } from './AttemptHistoryPage';
