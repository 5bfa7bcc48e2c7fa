export { QuestionCard } from './QuestionCard';
export type {
  QuestionCardProps,
  QuestionOption,
  QuestionType,
  QuestionValue,
} from './QuestionCard';
export type { LikertLabels } from './LikertScale';
