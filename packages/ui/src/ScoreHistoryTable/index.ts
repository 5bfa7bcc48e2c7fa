export { ScoreHistoryTable } from './ScoreHistoryTable';
export type { ScoreAttempt, ScoreHistoryTableProps, ScoreLinkProps } from './ScoreHistoryTable';
