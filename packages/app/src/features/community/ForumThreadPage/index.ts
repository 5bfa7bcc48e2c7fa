export { ForumThreadPage } from './ForumThreadPage';
