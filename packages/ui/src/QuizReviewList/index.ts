export { QuizReviewItem, QuizReviewList } from './QuizReviewList';
export type { QuizReviewItemProps, QuizReviewListProps, QuizReviewOutcome } from './QuizReviewList';
