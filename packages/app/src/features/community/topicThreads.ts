// A group's discussion is a forum topic: its page shows the forum's own list of a topic's
// threads (one implementation), taken from here rather than from the forum's page folder. The
// editor inside it loads only when a thread is started.
export { TopicThreads } from './ForumTopicPage/TopicThreads';
