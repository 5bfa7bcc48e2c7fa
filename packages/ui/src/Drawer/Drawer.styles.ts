import styled, { css, keyframes } from 'styled-components';
import {
  color,
  component,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';
import type { DrawerPlacement } from './Drawer';

const fromStart = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const fromEnd = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const placements = {
  start: css`
    inset-inline-start: 0;
    animation: ${fromStart} ${component.overlayEnterDuration} ${easing.standard};
  `,
  end: css`
    inset-inline-end: 0;
    animation: ${fromEnd} ${component.overlayEnterDuration} ${easing.standard};
  `,
} satisfies Record<DrawerPlacement, ReturnType<typeof css>>;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.drawer};
  background: ${color.overlay};
`;

export const Panel = styled.div<{ $placement: DrawerPlacement }>`
  position: absolute;
  inset-block: 0;
  display: flex;
  flex-direction: column;
  inline-size: min(100%, ${component.drawerWidth});
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.lg};
  ${({ $placement }) => placements[$placement]}

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[3]} ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};
`;

export const Title = styled.h2`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${space[4]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  padding: ${space[4]};
  border-block-start: 1px solid ${color.border};
`;
