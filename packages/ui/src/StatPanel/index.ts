export { StatPanel } from './StatPanel';
export type { StatItem, StatPanelProps } from './StatPanel';
