export { ProgressIndicator } from './ProgressIndicator';
export type { ProgressIndicatorProps, ProgressSize, ProgressVariant } from './ProgressIndicator';
