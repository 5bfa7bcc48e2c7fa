export { AddGroupMemberPage } from './AddGroupMemberPage';
