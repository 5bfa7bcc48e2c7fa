import styled from 'styled-components';
import { color, component, duration, fontSize, fontWeight, space } from '@ajar/tokens';

export const TabList = styled.div`
  display: flex;
  gap: ${space[1]};
  overflow-x: auto;
  border-block-end: 1px solid ${color.border};
`;

export const Tab = styled.button`
  flex: none;
  padding: ${space[2]} ${space[3]};
  border: 0;
  /* The selected tab is marked by this edge and by bold text, never by colour alone. */
  border-block-end: ${component.tabsIndicatorWidth} solid transparent;
  background: transparent;
  color: ${color.textMuted};
  font: inherit;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.regular};
  cursor: pointer;

  &[aria-selected='true'] {
    border-block-end-color: ${color.primaryBorder};
    color: ${color.text};
    font-weight: ${fontWeight.medium};
  }
  &:hover:not(:disabled) {
    transition: color ${duration.fast};
    color: ${color.text};
  }
  &:focus-visible {
    /* Inside the edge: the scrolling tab list would clip an outer outline. */
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The label twice on one grid cell: the invisible bold copy reserves the selected width, so
 * selecting a tab does not shift its neighbours.
 */
export const TabLabel = styled.span`
  display: inline-grid;
  > * {
    grid-area: 1 / 1;
  }
  > [aria-hidden] {
    visibility: hidden;
    font-weight: ${fontWeight.medium};
  }
`;

export const TabPanel = styled.div`
  padding-block: ${space[4]};

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
