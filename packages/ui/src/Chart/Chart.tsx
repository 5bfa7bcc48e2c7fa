import { ChartFrame } from './ChartFrame';
import type { ChartProps } from './Chart.types';

export interface BarChartProps extends ChartProps {
  /**
   * `horizontal` for long category names or ranked lists (Big Five domains, many courses).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Bars comparing one value across categories, e.g. team completion per course. Its frame
 * (caption, legend, table) renders at once; chart.js loads only when a chart is shown.
 */
export function BarChart({ orientation = 'vertical', ...props }: BarChartProps) {
  return <ChartFrame kind={orientation === 'horizontal' ? 'horizontalBar' : 'bar'} {...props} />;
}

export type LineChartProps = ChartProps;

/** Values over time, one line per series, e.g. average quiz scores per month. */
export function LineChart(props: LineChartProps) {
  return <ChartFrame kind="line" {...props} />;
}

export type RadarChartProps = ChartProps;

/**
 * A profile over a few dimensions read as a shape, e.g. the six RIASEC interest types. Not
 * for comparing domains with each other (Big Five): use a horizontal `BarChart`.
 */
export function RadarChart(props: RadarChartProps) {
  return <ChartFrame kind="radar" {...props} />;
}
