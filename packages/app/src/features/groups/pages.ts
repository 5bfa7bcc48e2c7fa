// The group pages load together: one chunk for the area keeps the router's list of chunks
// (which the first screen carries) short.
export { AddGroupCoursePage } from './AddGroupCoursePage';
export { AddGroupMemberPage } from './AddGroupMemberPage';
export { GroupDetailPage } from './GroupDetailPage';
export { GroupThreadPage } from './GroupThreadPage';
export { JoinGroupPage } from './JoinGroupPage';
export { MyGroupsPage } from './MyGroupsPage';
