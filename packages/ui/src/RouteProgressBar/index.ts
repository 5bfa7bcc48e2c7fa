export { RouteProgressBar } from './RouteProgressBar';
export type { RouteProgressBarProps } from './RouteProgressBar';
