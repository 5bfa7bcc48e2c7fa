// The team pages load together: one chunk for the area keeps the router's list of chunks
// (which the first screen carries) short.
export { AssignCoursePage } from './AssignCoursePage';
export { MyTeamPage } from './MyTeamPage';
export { TeamMemberPage } from './TeamMemberPage';
export { TeamCoursesPage } from './TeamCoursesPage';
export { TeamCoursePage } from './TeamCoursePage';
export { TeamCourseUsersPage } from './TeamCourseUsersPage';
export { TeamCourseAssignPage } from './TeamCourseAssignPage';
export { TeamDashboardPage } from './TeamDashboardPage';
export { AchievementsPage } from './AchievementsPage';
export { AchievementDetailPage } from './AchievementDetailPage';
