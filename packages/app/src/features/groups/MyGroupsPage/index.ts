export { MyGroupsPage } from './MyGroupsPage';
