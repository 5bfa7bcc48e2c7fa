import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, contrastRatio, type Hex } from './color';
import {
  CHART_SERIES_COUNT,
  chart,
  chartSeriesDefault,
  chartSeriesVar,
  chartTokens,
  chartVars,
} from './chart';
import { DEFAULT_PRIMARY_COLOR } from './constants';
import { tokenCss } from './css';
import { fixedColors } from './semantic';

const series = Array.from(
  { length: CHART_SERIES_COUNT },
  (_, i) => chartTokens[`chartSeries${i + 1}` as keyof typeof chartTokens] as Hex,
);

describe('chart series palette', () => {
  it('has one colour per series, all different', () => {
    expect(new Set(series).size).toBe(CHART_SERIES_COUNT);
    for (const colour of series) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(series)('%s is a graphic colour of at least 3:1 on the surfaces', (colour) => {
    expect(contrastRatio(colour, fixedColors.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(colour, fixedColors.surfaceSunken)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('borrows neither the brand colour nor a colour that carries meaning', () => {
    const meaning = [
      DEFAULT_PRIMARY_COLOR.toLowerCase(),
      fixedColors.danger,
      fixedColors.success,
      fixedColors.warning,
      fixedColors.progressFail,
      fixedColors.progressPass,
    ];
    for (const colour of series) expect(meaning).not.toContain(colour);
  });
});

describe('chart custom properties', () => {
  it('refers to each token with its default, and can declare them all', () => {
    expect(chart.chartSeries1).toBe(`var(--ajar-chart-series-1, ${chartTokens.chartSeries1})`);
    const css = chartVars();
    for (const ref of Object.values(chart))
      expect(css).toContain(`${/var\((--[a-z0-9-]+), /.exec(ref)![1]}: `);
  });

  it('wraps series colours after the last one', () => {
    expect(chartSeriesVar(0)).toBe('--ajar-chart-series-1');
    expect(chartSeriesVar(CHART_SERIES_COUNT)).toBe('--ajar-chart-series-1');
    expect(chartSeriesDefault(CHART_SERIES_COUNT + 1)).toBe(chartTokens.chartSeries2);
  });

  it('stays out of the page-wide stylesheet (the first screen does not carry it)', () => {
    expect(tokenCss()).not.toContain('--ajar-chart-');
  });
});
