import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontSize,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';
import type { TooltipPlacement } from './Tooltip';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const placements = {
  top: css`
    inset-block-end: calc(100% + ${component.popoverOffset});
  `,
  bottom: css`
    inset-block-start: calc(100% + ${component.popoverOffset});
  `,
} satisfies Record<TooltipPlacement, ReturnType<typeof css>>;

export const Bubble = styled.span<{ $placement: TooltipPlacement }>`
  position: absolute;
  inset-inline-start: 50%;
  z-index: ${zIndex.dialog};
  display: block;
  inline-size: max-content;
  max-inline-size: ${component.tooltipMaxWidth};
  padding: ${space[1]} ${space[2]};
  border-radius: ${radius.sm};
  background: ${color.surfaceInverse};
  color: ${color.onSurfaceInverse};
  box-shadow: ${shadow.sm};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
  text-align: center;
  transform: translateX(-50%);
  ${({ $placement }) => placements[$placement]}

  &[hidden] {
    display: none;
  }
`;
