export { AchievementsPage } from './AchievementsPage';
