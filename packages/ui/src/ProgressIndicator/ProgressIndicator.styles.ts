import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import type { ProgressState } from './progressState';
import type { ProgressSize } from './ProgressIndicator';

/** Fill colour per state (docs/product/behaviour.md): grey at 0, red below the threshold, green from it. */
export const fillColor = {
  empty: color.progressEmpty,
  fail: color.progressFail,
  pass: color.progressPass,
} satisfies Record<ProgressState, string>;

/** The state in words is coloured with a text colour readable on the surface. */
const stateTextColor = {
  empty: color.textMuted,
  fail: color.danger,
  pass: color.success,
} satisfies Record<ProgressState, string>;

export const Root = styled.div<{ $isRing: boolean }>`
  display: ${({ $isRing }) => ($isRing ? 'inline-flex' : 'flex')};
  flex-direction: column;
  align-items: ${({ $isRing }) => ($isRing ? 'center' : 'stretch')};
  gap: ${space[1]};
  /* A bar fills its container, also inside a flex row (a card footer). */
  ${({ $isRing }) => !$isRing && 'width: 100%;'}
  min-width: 0;
  font-family: ${fontFamily.body};
  color: ${color.text};
  line-height: ${lineHeight.tight};
`;

export const Label = styled.span<{ $size: ProgressSize }>`
  font-size: ${({ $size }) => ($size === 'sm' ? fontSize.xs : fontSize.sm)};
  font-weight: ${fontWeight.medium};
`;

export const BarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

export const Track = styled.div<{ $size: ProgressSize }>`
  position: relative;
  flex: 1;
  height: ${({ $size }) =>
    $size === 'sm' ? component.progressBarHeightSm : component.progressBarHeight};
  border-radius: ${radius.pill};
  background: ${color.progressTrack};
  overflow: hidden;
`;

export const Fill = styled.div<{ $state: ProgressState }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $state }) => fillColor[$state]};
  /* Width only: the value is a state change; the colour is never animated. */
  transition: width ${component.progressTransition};
`;

/** The pass line on the track, so the threshold is visible without relying on colour. */
export const ThresholdMark = styled.div`
  position: absolute;
  inset-block: 0;
  width: 2px;
  background: ${color.textMuted};
`;

export const Percent = styled.span<{ $size: ProgressSize }>`
  font-size: ${({ $size }) => ($size === 'sm' ? fontSize.xs : fontSize.sm)};
  font-weight: ${fontWeight.medium};
  font-variant-numeric: tabular-nums;
`;

export const StateText = styled.span<{ $state: ProgressState; $size: ProgressSize }>`
  font-size: ${({ $size }) => ($size === 'sm' ? fontSize.xs : fontSize.sm)};
  color: ${({ $state }) => stateTextColor[$state]};
`;

const ringSizes = {
  sm: css`
    width: ${component.progressRingSizeSm};
    height: ${component.progressRingSizeSm};
  `,
  md: css`
    width: ${component.progressRingSizeMd};
    height: ${component.progressRingSizeMd};
  `,
} satisfies Record<ProgressSize, ReturnType<typeof css>>;

export const Ring = styled.div<{ $size: ProgressSize }>`
  position: relative;
  display: grid;
  place-items: center;
  ${({ $size }) => ringSizes[$size]}

  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

export const RingTrack = styled.circle`
  fill: none;
  stroke: ${color.progressTrack};
`;

export const RingFill = styled.circle<{ $state: ProgressState }>`
  fill: none;
  stroke: ${({ $state }) => fillColor[$state]};
  transition: stroke-dasharray ${component.progressTransition};
`;
