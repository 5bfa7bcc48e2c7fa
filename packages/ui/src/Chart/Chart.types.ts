/** How a chart writes its numbers (axis, tooltip, table, summary), in the kit's locale. */
export type ChartValueFormat = 'percent' | 'number' | 'hours';

/** One named line of numbers, e.g. a team's completion per course. */
export interface ChartSeries {
  /** Shown in the legend and as the table's column header, e.g. 'Tim Penjualan'. */
  name: string;
  /** One value per label, in the same order as `labels`. */
  values: number[];
}

/** Props shared by BarChart, LineChart and RadarChart. */
export interface ChartProps {
  /** What the chart shows: its caption, the table's caption and the start of its summary. */
  title: string;
  /** Categories or points in time, in order, e.g. course names or months. */
  labels: string[];
  /** One or more series; up to six get distinct colours. */
  series: ChartSeries[];
  /**
   * `percent`: values are percentage points (72.5 is "72,5%"), scale 0 to 100 unless `max`;
   * `number`: plain numbers; `hours`: a number of hours ("2,5 jam").
   * @default 'number'
   */
  valueFormat?: ChartValueFormat;
  /** Top of the value scale; by default 100 for percentages, else the data's own. */
  max?: number;
  /** Header of the table's first column. @default built-in "Kategori" / "Category" */
  labelsName?: string;
  /** Data is on its way: a placeholder the chart's size, announced once. */
  isLoading?: boolean;
  /**
   * Animate the first drawing. Always off for people who prefer reduced motion (the kit's
   * duration tokens drop to 0); stories turn it off so screenshots are stable.
   * @default true
   */
  isAnimated?: boolean;
  /** Forwarded to the outer `<figure>`. */
  className?: string;
}

/** The chart.js drawing a frame asks for. */
export type ChartKind = 'bar' | 'horizontalBar' | 'line' | 'radar';
