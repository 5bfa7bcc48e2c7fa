import {
  DEFAULT_ACHIEVEMENT_PERIOD,
  type AchievementPeriod,
  type AchievementType,
} from '@ajar/api/contract/team-achievement-rules';
import { apiPath } from '../../../api';
import { MY_TEAM_PATH } from './teamKeys';

/** The achievements' reads, and so their cache keys. */
export const teamAchievementsKey = (period: AchievementPeriod) =>
  apiPath('/team/achievements', { query: { period } });
export const memberAchievementsKey = (
  id: number,
  type: AchievementType,
  period: AchievementPeriod,
  page: number,
) =>
  apiPath('/team/achievements/members/{id}/{type}', {
    path: { id, type },
    query: { period, page: page > 1 ? page : undefined },
  });
/** The CSV file of the list, read as a file (a Blob), never cached. */
export const achievementsExportPath = (period: AchievementPeriod) =>
  apiPath('/team/achievements/export', { query: { period } });

export const ACHIEVEMENTS_PATH = `${MY_TEAM_PATH}/achievement`;
/** The app's page of one person's achievements of one kind, keeping the period read. */
export const achievementPath = (id: number, type: AchievementType, period: AchievementPeriod) =>
  `${ACHIEVEMENTS_PATH}/${id}/${type}${period === DEFAULT_ACHIEVEMENT_PERIOD ? '' : `?period=${period}`}`;
