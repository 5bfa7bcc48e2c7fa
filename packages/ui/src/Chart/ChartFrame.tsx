import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { chart, chartSeriesDefault, chartSeriesVar, space } from '@ajar/tokens';
import { Disclosure } from '../Disclosure';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { formatMessage } from '../internal/text';
import type { ChartKind, ChartProps } from './Chart.types';
import { chartFormatter, hasData, highest } from './chartFormat';
import { ChartTable } from './ChartTable';
import { useChartMessages } from './useChartMessages';
import {
  ChartArea,
  ChartCaption,
  ChartFigure,
  EmptyMessage,
  Legend,
  LegendItem,
  Swatch,
} from './Chart.styles';

// chart.js arrives in its own chunk, the first time a chart is shown.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** If the chart's chunk cannot load (offline), the caption, legend and table still stand. */
class DrawingBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * What every chart shares: the caption, a legend for several series, the drawing (loaded on
 * demand), the numbers as a table behind "Lihat sebagai tabel", and the loading and empty
 * states. Internal to BarChart, LineChart and RadarChart.
 */
export function ChartFrame({
  kind,
  title,
  labels,
  series,
  valueFormat = 'number',
  max,
  labelsName,
  isLoading = false,
  isAnimated = true,
  className,
}: ChartProps & { kind: ChartKind }) {
  const { locale, messages } = useChartMessages();
  const format = useMemo(() => chartFormatter(locale, valueFormat), [locale, valueFormat]);
  const scaleMax = max ?? (valueFormat === 'percent' ? 100 : undefined);
  // A long list of horizontal bars grows the chart rather than squeezing the bars.
  const minHeight =
    kind === 'horizontalBar' ? `calc(${labels.length} * ${space[8]} + ${space[12]})` : undefined;

  const body = (() => {
    if (isLoading)
      return (
        <SkeletonGroup label={messages.chartLoading}>
          <Skeleton variant="rect" height={chart.chartHeight} />
        </SkeletonGroup>
      );
    if (!hasData(labels, series)) return <EmptyMessage>{messages.chartEmpty}</EmptyMessage>;
    const top = highest(labels, series)!;
    const summary = formatMessage(
      series.length > 1 ? messages.chartSummarySeries : messages.chartSummary,
      { title, label: top.label, series: top.series, value: format(top.value) },
    );
    return (
      <>
        {series.length > 1 && (
          // The names are in the table too; this list only ties each colour to its series.
          <Legend aria-hidden="true">
            {series.map((s, i) => (
              <LegendItem key={s.name}>
                <Swatch $colour={`var(${chartSeriesVar(i)}, ${chartSeriesDefault(i)})`} />
                {s.name}
              </LegendItem>
            ))}
          </Legend>
        )}
        <ChartArea $minHeight={minHeight}>
          <DrawingBoundary>
            <Suspense fallback={<Skeleton variant="rect" height={chart.chartHeight} />}>
              <ChartCanvas
                kind={kind}
                labels={labels}
                series={series}
                format={format}
                max={scaleMax}
                summary={summary}
                isAnimated={isAnimated}
              />
            </Suspense>
          </DrawingBoundary>
        </ChartArea>
        <Disclosure title={messages.chartShowTable}>
          <ChartTable
            title={title}
            labelsName={labelsName ?? messages.chartLabelColumn}
            labels={labels}
            series={series}
            format={format}
          />
        </Disclosure>
      </>
    );
  })();

  return (
    <ChartFigure className={className}>
      <ChartCaption>{title}</ChartCaption>
      {body}
    </ChartFigure>
  );
}
