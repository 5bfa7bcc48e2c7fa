export { MyTeamPage } from './MyTeamPage';
