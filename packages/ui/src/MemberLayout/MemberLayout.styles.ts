import styled from 'styled-components';
import { color, component, fontSize, fontWeight, space } from '@ajar/tokens';
import { wideOnly } from '../internal/layout';

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  min-block-size: ${component.layoutHeaderHeight};
  padding-inline: ${space[4]};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  align-items: stretch;
`;

export const Sidebar = styled.div`
  flex: none;
  inline-size: ${component.layoutSidebarWidth};
  padding: ${space[4]} ${space[3]};
  border-inline-end: 1px solid ${color.border};
  ${wideOnly}
`;

export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  padding: ${space[6]} ${space[4]};

  &:focus {
    outline: none;
  }
`;

export const MainInner = styled.div`
  max-inline-size: ${component.layoutContentMaxWidth};
  margin-inline: auto;
`;

export const Section = styled.div`
  & + & {
    margin-block-start: ${space[6]};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${space[2]};
  padding-inline: ${space[3]};
  color: ${color.textMuted};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: ${space[3]};
    padding: ${space[2]} ${space[3]};
    border-inline-start: ${component.layoutNavIndicatorWidth} solid transparent;
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  /* The current page: an edge and bold text as well as the tint, not colour alone. */
  a[aria-current='page'] {
    border-inline-start-color: ${color.primaryBorder};
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
    font-weight: ${fontWeight.medium};
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: ${component.layoutNavIconSize};
  block-size: ${component.layoutNavIconSize};

  svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;
