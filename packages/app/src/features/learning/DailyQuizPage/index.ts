export { DailyQuizPage } from './DailyQuizPage';
