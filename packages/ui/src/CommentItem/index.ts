export { CommentItem } from './CommentItem';
export type { CommentItemProps } from './CommentItem';
