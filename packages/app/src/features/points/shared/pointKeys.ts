import type { PointPeriod } from '@ajar/api/contract/point-rules';
import { apiPath } from '../../../api';

/** The points' reads, and so their cache keys: pages and the writes that refresh them agree. */
export const leaderboardKey = (period: PointPeriod) =>
  apiPath('/leaderboard', { query: { period } });
export const teamBoardKey = (period: PointPeriod) =>
  apiPath('/leaderboard/departments', { query: { period } });
export const myPointsKey = apiPath('/points/me');
export const pointHistoryKey = (page: number) =>
  apiPath('/points/history', { query: page > 1 ? { page } : {} });

/** Whether a cached key reads a board (choosing how I appear there changes every one). */
export const showsBoards = (key: unknown) =>
  typeof key === 'string' && key.includes('/leaderboard');

/** The app's pages of the points. */
export const LEADERBOARD_PATH = '/leaderboard';
export const MY_POINTS_PATH = '/leaderboard-point';
