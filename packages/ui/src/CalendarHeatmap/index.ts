export { CalendarHeatmap } from './CalendarHeatmap';
export type { CalendarHeatmapProps, HeatmapDay } from './CalendarHeatmap';
