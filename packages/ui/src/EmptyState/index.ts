export { EmptyState } from './EmptyState';
export type { EmptyStateProps, StateHeadingLevel } from './EmptyState';
