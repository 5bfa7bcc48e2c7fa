// The team pages load together: one chunk for the area keeps the router's list of chunks
// (which the first screen carries) short.
export { AssignCoursePage } from './AssignCoursePage';
export { MyTeamPage } from './MyTeamPage';
export { TeamMemberPage } from './TeamMemberPage';
