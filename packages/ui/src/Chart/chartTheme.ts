import { chartSeriesDefault, chartSeriesVar, color } from '@ajar/tokens';

/** The colours and type a chart draws with, read from the tokens at draw time. */
export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
  series: string[];
  /** The slow duration token in ms: 0 when the person prefers reduced motion. */
  duration: number;
}

const varName = (ref: string) => ref.slice('var('.length, -1);

/**
 * Reads the tokens as the element sees them (a ThemeScope or a tenant override above it
 * included; a chart token nobody set takes its default): canvas drawing cannot use `var()`,
 * so the values are resolved here.
 */
export function readChartTheme(element: Element, seriesCount: number): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read(varName(color.text)),
    muted: read(varName(color.textMuted)),
    grid: read(varName(color.border)),
    surface: read(varName(color.surface)),
    font: read('--ajar-font-family-body'),
    series: Array.from(
      { length: seriesCount },
      (_, i) => read(chartSeriesVar(i)) || chartSeriesDefault(i),
    ),
    duration: Number.parseFloat(read('--ajar-duration-slow')) || 0,
  };
}
