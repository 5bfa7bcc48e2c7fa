// The points pages load together: the public leaderboard and the member area's points page are
// one chunk, which keeps the router's list of chunks (which the first screen carries) short.
export { LeaderboardPage } from './LeaderboardPage';
export { PointsPage } from './PointsPage';
