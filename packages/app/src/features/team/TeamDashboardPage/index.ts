export { TeamDashboardPage } from './TeamDashboardPage';
