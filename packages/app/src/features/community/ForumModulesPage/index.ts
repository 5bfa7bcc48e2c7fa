export { ForumModulesPage } from './ForumModulesPage';
