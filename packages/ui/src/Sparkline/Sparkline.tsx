import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { formatMessage } from '../internal/text';
import { SparklineRoot, SparklineSvg } from './Sparkline.styles';

export interface SparklineProps extends HTMLAttributes<HTMLSpanElement> {
  /** The numbers, oldest first, e.g. the last ten quiz scores. */
  values: number[];
  /** What the numbers are, the start of the accessible name, e.g. 'Nilai kuis harian'. */
  label: string;
  /**
   * How each number is written in the summary (a unit, a percentage).
   * @default the locale's number format, at most one decimal
   */
  formatValue?: (value: number) => string;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/** Drawing units: the line keeps its stroke width at any size (non-scaling stroke). */
const WIDTH = 100;
const HEIGHT = 24;
const PAD = 3;

function points(values: number[]): [number, number][] {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => [
    PAD + index * step,
    HEIGHT - PAD - ((value - min) / span) * (HEIGHT - 2 * PAD),
  ]);
}

/**
 * A word-sized line of how numbers moved, beside a figure or in a table cell. To screen
 * readers it is one image named with the label and a summary in words: "Nilai kuis harian:
 * dari 60 menjadi 85; terendah 55, tertinggi 90". It draws no axes: when the exact values
 * matter, use a table.
 */
export function Sparkline({ values, label, formatValue, ref, ...rest }: SparklineProps) {
  const { messages, locale } = useUiMessages();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const format = formatValue ?? ((value: number) => number.format(value));
  if (values.length === 0) {
    return (
      <SparklineRoot ref={ref} role="img" aria-label={label} {...rest}>
        <SparklineSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" />
      </SparklineRoot>
    );
  }
  const summary = formatMessage(messages.sparklineSummary, {
    first: format(values[0]!),
    last: format(values[values.length - 1]!),
    min: format(Math.min(...values)),
    max: format(Math.max(...values)),
  });
  const drawn = points(values);
  const [lastX, lastY] = drawn[drawn.length - 1]!;
  return (
    <SparklineRoot ref={ref} role="img" aria-label={`${label}: ${summary}`} {...rest}>
      <SparklineSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        <polyline
          points={drawn.map(([x, y]) => `${x},${y}`).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
        {/* The latest value, marked so the line's end is seen as "now". */}
        <line
          x1={lastX}
          y1={lastY}
          x2={lastX}
          y2={lastY}
          vectorEffect="non-scaling-stroke"
          data-last=""
        />
      </SparklineSvg>
    </SparklineRoot>
  );
}
