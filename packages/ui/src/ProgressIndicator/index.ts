export { ProgressIndicator } from './ProgressIndicator';
export { DEFAULT_PASS_THRESHOLD, progressState, type ProgressState } from './progressState';
export type { ProgressIndicatorProps, ProgressSize, ProgressVariant } from './ProgressIndicator';
