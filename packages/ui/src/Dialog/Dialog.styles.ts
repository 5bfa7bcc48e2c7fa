import styled, { keyframes } from 'styled-components';
import {
  color,
  component,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';
import type { DialogSize } from './Dialog';

const widths = {
  sm: component.dialogWidthSm,
  md: component.dialogWidthMd,
  lg: component.dialogWidthLg,
} satisfies Record<DialogSize, string>;

const enter = keyframes`
  from { transform: translateY(${space[4]}) scale(0.98); }
  to { transform: none; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${component.dialogViewportMargin};
  background: ${color.overlay};
`;

export const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  inline-size: min(100%, ${({ $size }) => widths[$size]});
  max-block-size: 100%;
  overflow: hidden;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  animation: ${enter} ${component.overlayEnterDuration} ${easing.standard};

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[4]} ${space[4]} ${space[2]} ${space[6]};
`;

export const HeaderText = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding-block-start: ${space[2]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Description = styled.p`
  margin: ${space[2]} 0 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${space[2]} ${space[6]} ${space[6]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
  padding: ${space[4]} ${space[6]};
  border-block-start: 1px solid ${color.border};
  background: ${color.surfaceSunken};
`;
