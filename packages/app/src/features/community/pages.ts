// The forum's pages load together: one chunk for the area keeps the router's list of chunks
// (which the first screen carries) short. The editor stays a chunk of its own.
export { ForumModulesPage } from './ForumModulesPage';
export { ForumThreadPage } from './ForumThreadPage';
export { ForumTopicPage } from './ForumTopicPage';
