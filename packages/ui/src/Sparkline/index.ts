export { Sparkline } from './Sparkline';
export type { SparklineProps } from './Sparkline';
