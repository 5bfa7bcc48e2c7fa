export { LeaderboardTable } from './LeaderboardTable';
export type { LeaderboardEntry, LeaderboardTableProps } from './LeaderboardTable';
