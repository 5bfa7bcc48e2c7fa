export { LeaderboardPage } from './LeaderboardPage';
