export { AchievementDetailPage } from './AchievementDetailPage';
