/**
 * Chart tokens (BarChart, LineChart, RadarChart), kept apart from the page-wide stylesheet:
 * only a page that draws a chart downloads them, so the first screen does not grow. Charts
 * read `var(--ajar-chart-…, <default>)`: the value set on any element above the chart (a
 * tenant override, a ThemeScope, `chartVars()` on `:root`) wins, else the default here.
 */

/**
 * Categorical hues for chart series, in this order (blue and orange first: told apart with
 * every common colour-vision deficiency). Each is at least 3:1 on the surface; none is a red
 * or green that could read as the brand, danger or success, and none changes with the tenant.
 */
export const chartPalette = {
  blue: '#1f5fbf',
  orange: '#b35900',
  teal: '#0b7a6d',
  violet: '#7a4bb8',
  magenta: '#a3307a',
  slate: '#52606d',
} as const;

/** How many series colours there are; a seventh series starts again at the first. */
export const CHART_SERIES_COUNT = 6;

export const chartTokens = {
  chartSeries1: chartPalette.blue,
  chartSeries2: chartPalette.orange,
  chartSeries3: chartPalette.teal,
  chartSeries4: chartPalette.violet,
  chartSeries5: chartPalette.magenta,
  chartSeries6: chartPalette.slate,
  /** Height of a chart's drawing area; a radar is square up to it. */
  chartHeight: '18rem',
  /** The colour square beside a series name in the legend. */
  chartSwatchSize: '0.75rem',
} as const;

type ChartToken = keyof typeof chartTokens;

/** The custom property of a chart token, e.g. `--ajar-chart-series-1`. */
export const chartVarName = (key: ChartToken): `--ajar-${string}` =>
  `--ajar-${key.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`;

const seriesKey = (index: number) =>
  `chartSeries${(index % CHART_SERIES_COUNT) + 1}` as `chartSeries${1 | 2 | 3 | 4 | 5 | 6}`;

/** The custom property holding series `index`'s colour (0-based, wrapping after the last). */
export const chartSeriesVar = (index: number) => chartVarName(seriesKey(index));

/** Series `index`'s colour when no element above the chart sets its custom property. */
export const chartSeriesDefault = (index: number): string => chartTokens[seriesKey(index)];

/** Every chart token as `name: value;` declarations, for a page that sets them all at once. */
export function chartVars(): string {
  return Object.entries(chartTokens)
    .map(([key, value]) => `${chartVarName(key as ChartToken)}: ${value};`)
    .join('\n');
}

function refs() {
  return Object.fromEntries(
    Object.entries(chartTokens).map(([key, value]) => [
      key,
      `var(${chartVarName(key as ChartToken)}, ${value})`,
    ]),
  ) as { [K in ChartToken]: `var(--ajar-${string})` };
}

/** Chart tokens as `var()` references with their default, for styles. */
export const chart = /* @__PURE__ */ refs();
