import styled, { css, keyframes } from 'styled-components';
import {
  color,
  component,
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';

/** Fixed top right; clicks pass through the gaps between toasts. */
export const Region = styled.section`
  position: fixed;
  inset-block-start: ${space[4]};
  inset-inline-end: ${space[4]};
  z-index: ${zIndex.toast};
  width: min(${component.toastWidth}, calc(100vw - 2 * ${space[4]}));
  pointer-events: none;
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${component.toastGap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Moves only (no fade): a half-transparent toast would fail a contrast check mid-way.
const enter = keyframes`
  from {
    transform: translateY(calc(-1 * ${component.toastEnterOffset}));
  }
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${space[3]};
  padding: ${space[4]};
  border-radius: ${component.toastRadius};
  background: ${color.surfaceInverse};
  color: ${color.onSurfaceInverse};
  box-shadow: ${shadow.lg};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  pointer-events: auto;
  animation: ${enter} ${component.toastEnterDuration} ${easing.standard};
`;

export const IconSlot = styled.span`
  display: flex;

  svg {
    width: ${component.toastIconSize};
    height: ${component.toastIconSize};
  }
`;

export const Body = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
`;

export const Description = styled.p`
  margin: 0;
`;

/** Hover and focus of the buttons on the dark toast surface. */
const onInverse = css`
  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.onSurfaceInverse};
    color: ${color.surfaceInverse};
  }
  /* The usual blue ring is too dark on the inverse surface; its text colour is not. */
  &:focus-visible {
    outline: 2px solid ${color.onSurfaceInverse};
    outline-offset: 2px;
  }
`;

/** The toast's one action, outlined in the text colour; at least 24 px tall (WCAG 2.5.8). */
export const ActionButton = styled.button`
  min-block-size: ${space[6]};
  margin-block-start: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${color.onSurfaceInverse};
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${fontWeight.semibold};
  cursor: pointer;
  ${onInverse}
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin: calc(-1 * ${space[1]});
  padding: ${space[1]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    width: ${fontSize.lg};
    height: ${fontSize.lg};
  }
  ${onInverse}
`;
