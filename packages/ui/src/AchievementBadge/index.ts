export { AchievementBadge } from './AchievementBadge';
export type { AchievementBadgeProps } from './AchievementBadge';
