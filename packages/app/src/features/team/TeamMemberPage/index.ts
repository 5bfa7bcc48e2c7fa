export { TeamMemberPage } from './TeamMemberPage';
