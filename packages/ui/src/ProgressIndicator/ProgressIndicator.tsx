import { useId, type HTMLAttributes, type Ref } from 'react';
import { useUiMessages, type UiMessageKey } from '../messages';
import { DEFAULT_PASS_THRESHOLD, progressState, type ProgressState } from './progressState';
import {
  BarRow,
  Fill,
  Label,
  Percent,
  Ring,
  RingFill,
  RingTrack,
  Root,
  StateText,
  ThresholdMark,
  Track,
} from './ProgressIndicator.styles';

export type ProgressVariant = 'bar' | 'ring';
export type ProgressSize = 'sm' | 'md';

export interface ProgressIndicatorProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'children'
> {
  /** Progress or score, 0 to 100 (clamped). */
  value: number;
  /**
   * Value from which the progress counts as passed (green); below it is red, 0 is grey.
   * @default DEFAULT_PASS_THRESHOLD (50), the contract's PASS_THRESHOLD
   */
  threshold?: number;
  /**
   * A horizontal bar or a circular ring.
   * @default 'bar'
   */
  variant?: ProgressVariant;
  /**
   * Thickness (bar) or diameter (ring), and text size.
   * @default 'md'
   */
  size?: ProgressSize;
  /**
   * Accessible name, e.g. "Progres Dasar-dasar K3".
   * @default built-in "Progres" / "Progress"
   */
  label?: string;
  /**
   * Shows `label` above the indicator instead of only naming it for screen readers.
   * @default false
   */
  isLabelVisible?: boolean;
  /**
   * Shows the state in words ("Lulus") under the indicator, so it never relies on colour.
   * @default true
   */
  hasStateLabel?: boolean;
  /** Forwarded to the element with role `progressbar`. */
  ref?: Ref<HTMLDivElement>;
}

const stateMessage = {
  empty: 'progressNotStarted',
  fail: 'progressBelowPassing',
  pass: 'progressPassed',
} as const satisfies Record<ProgressState, UiMessageKey>;

/** SVG geometry in viewBox units: a 36-unit box, so the ring scales with its container. */
const RING = { box: 36, radius: 15.5, stroke: 4 } as const;

/**
 * Learning progress or a score against the pass threshold: grey at 0, red below the
 * threshold, green from it, always with the percentage and the state in words.
 */
export function ProgressIndicator({
  value,
  threshold = DEFAULT_PASS_THRESHOLD,
  variant = 'bar',
  size = 'md',
  label,
  isLabelVisible = false,
  hasStateLabel = true,
  ...rest
}: ProgressIndicatorProps) {
  const { messages, locale } = useUiMessages();
  const labelId = useId();
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const state = progressState(clamped, threshold);
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(clamped / 100);
  const stateText = messages[stateMessage[state]];
  const name = label ?? messages.progressLabel;
  const isRing = variant === 'ring';

  return (
    <Root
      $isRing={isRing}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={messages.progressValueText
        .replace('{percent}', percent)
        .replace('{state}', stateText)}
      {...(isLabelVisible ? { 'aria-labelledby': labelId } : { 'aria-label': name })}
      data-state={state}
      {...rest}
    >
      {isLabelVisible && (
        <Label id={labelId} $size={size}>
          {name}
        </Label>
      )}
      {isRing ? (
        <Ring $size={size}>
          <svg viewBox={`0 0 ${RING.box} ${RING.box}`} aria-hidden="true" focusable="false">
            <RingTrack
              cx={RING.box / 2}
              cy={RING.box / 2}
              r={RING.radius}
              strokeWidth={RING.stroke}
            />
            <RingFill
              $state={state}
              cx={RING.box / 2}
              cy={RING.box / 2}
              r={RING.radius}
              strokeWidth={RING.stroke}
              pathLength={100}
              strokeDasharray={`${clamped} 100`}
            />
          </svg>
          <Percent $size={size}>{percent}</Percent>
        </Ring>
      ) : (
        <BarRow>
          <Track $size={size}>
            <Fill $state={state} style={{ width: `${clamped}%` }} />
            {threshold > 0 && threshold < 100 && (
              <ThresholdMark style={{ insetInlineStart: `${threshold}%` }} />
            )}
          </Track>
          <Percent $size={size}>{percent}</Percent>
        </BarRow>
      )}
      {hasStateLabel && (
        <StateText $state={state} $size={size}>
          {stateText}
        </StateText>
      )}
    </Root>
  );
}
