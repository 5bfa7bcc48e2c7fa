import type { ChartSeries, ChartValueFormat } from './Chart.types';

/**
 * Writes a value in the locale's digits (Indonesian: "72,5%", "1.234", "2,5 jam"); the same
 * function labels the axis, the tooltip, the table and the summary, so they always agree.
 */
export function chartFormatter(locale: string, format: ChartValueFormat) {
  if (format === 'percent') {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return (value: number) => percent.format(value / 100);
  }
  const options: Intl.NumberFormatOptions =
    format === 'hours'
      ? { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 }
      : { maximumFractionDigits: 1 };
  const number = new Intl.NumberFormat(locale, options);
  return (value: number) => number.format(value);
}

/** Whether there is anything to draw: at least one label and one finite value. */
export function hasData(labels: string[], series: ChartSeries[]): boolean {
  return labels.length > 0 && series.some((s) => s.values.some((v) => Number.isFinite(v)));
}

/** The highest value, with its label and series: what the one-line summary names. */
export function highest(labels: string[], series: ChartSeries[]) {
  let best: { label: string; series: string; value: number } | undefined;
  for (const s of series)
    s.values.forEach((value, i) => {
      if (i < labels.length && Number.isFinite(value) && (!best || value > best.value))
        best = { label: labels[i]!, series: s.name, value };
    });
  return best;
}
