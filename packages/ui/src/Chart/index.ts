export { BarChart, LineChart, RadarChart } from './Chart';
export type { BarChartProps, LineChartProps, RadarChartProps } from './Chart';
export type { ChartProps, ChartSeries, ChartValueFormat } from './Chart.types';
