export { ForumPostItem } from './ForumPostItem';
export type { ForumHeadingLevel, ForumPostItemProps } from './ForumPostItem';
