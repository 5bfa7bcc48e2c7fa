import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { afterFontsLoad } from './afterFontsLoad';
import { readChartTheme, type ChartTheme } from './chartTheme';
import type { ChartKind, ChartSeries } from './Chart.types';

// Only what the three charts draw: chart.js is tree-shaken to these (no `chart.js/auto`).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  CategoryScale,
  LinearScale,
  Tooltip,
);

export interface ChartCanvasProps {
  kind: ChartKind;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  max: number | undefined;
  /** The canvas's accessible name: the one-line summary. */
  summary: string;
  isAnimated: boolean;
}

function config(
  { kind, labels, series, format, max, isAnimated }: ChartCanvasProps,
  theme: ChartTheme,
): ChartConfiguration<'bar' | 'line' | 'radar'> {
  const font = { family: theme.font };
  const ticks = { color: theme.muted, font };
  const grid = { color: theme.grid };
  const valueTicks = { ...ticks, callback: (value: number | string) => format(Number(value)) };
  const valueScale = { min: 0, max, grid, ticks: valueTicks };
  const categoryScale = { grid: { display: false }, ticks: { ...ticks, autoSkip: true } };
  const isLine = kind === 'line' || kind === 'radar';
  return {
    type: kind === 'horizontalBar' ? 'bar' : kind,
    data: {
      labels,
      datasets: series.map((s, i) => ({
        label: s.name,
        data: s.values,
        backgroundColor: theme.series[i],
        borderColor: theme.series[i],
        pointBackgroundColor: theme.series[i],
        borderWidth: isLine ? 2 : 0,
        pointRadius: isLine ? 3 : 0,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Reduced motion stills the duration tokens, so no animation for those who asked.
      animation: isAnimated && theme.duration > 0 ? { duration: theme.duration } : false,
      indexAxis: kind === 'horizontalBar' ? 'y' : 'x',
      plugins: {
        tooltip: {
          titleFont: font,
          bodyFont: font,
          callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` },
        },
      },
      scales:
        kind === 'radar'
          ? {
              r: {
                min: 0,
                max,
                grid,
                angleLines: grid,
                pointLabels: { color: theme.text, font },
                ticks: { ...valueTicks, backdropColor: theme.surface },
              },
            }
          : kind === 'horizontalBar'
            ? { x: valueScale, y: categoryScale }
            : { x: categoryScale, y: valueScale },
    },
  };
}

/**
 * Every ancestor, so a theme written on `:root` or on a ThemeScope around the chart is seen;
 * not the canvas itself, whose size chart.js writes in its `style` (that would loop).
 */
function observeStyles(element: HTMLElement, onChange: () => void): MutationObserver {
  const observer = new MutationObserver(onChange);
  for (let node = element.parentElement; node; node = node.parentElement)
    observer.observe(node, { attributes: true, attributeFilter: ['style', 'class'] });
  return observer;
}

/**
 * The drawing itself, loaded on demand by the chart frame: chart.js is only downloaded by
 * a page that shows a chart. Colours are read from the tokens when drawing and again
 * whenever a theme is written above the chart (a tenant's colour can change live), and once
 * the web fonts have loaded if they had not; chart.js redraws on resize itself.
 */
export default function ChartCanvas(props: ChartCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const propsRef = useRef(props);
  // The latest props for a redraw on a theme change, without redrawing on every render.
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  // Callers often pass new arrays with the same numbers: redraw only when the data changes.
  const { kind, labels, series, max, isAnimated } = props;
  const dataKey = JSON.stringify([kind, labels, series, max, isAnimated]);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const count = propsRef.current.series.length;
    let chart = new Chart(canvas, config(propsRef.current, readChartTheme(canvas, count)));
    const redraw = () => {
      chart.destroy();
      const still = { ...propsRef.current, isAnimated: false };
      chart = new Chart(canvas, config(still, readChartTheme(canvas, count)));
    };
    const observer = observeStyles(canvas, redraw);
    const cancelFontRedraw = afterFontsLoad(document.fonts, redraw);
    return () => {
      observer.disconnect();
      cancelFontRedraw();
      chart.destroy();
    };
  }, [dataKey, props.format]);

  return <canvas ref={ref} role="img" aria-label={props.summary} />;
}
