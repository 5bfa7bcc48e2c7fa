export { ForumTopicPage } from './ForumTopicPage';
