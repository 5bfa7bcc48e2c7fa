import styled, { css } from 'styled-components';
import { color, component, fontWeight, space } from '@ajar/tokens';
import { wideOnly } from '../internal/layout';

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[4]};
  max-inline-size: ${component.layoutContentMaxWidth};
  min-block-size: ${component.layoutHeaderHeight};
  margin-inline: auto;
  padding-inline: ${space[4]};
`;

export const HeaderNav = styled.nav`
  flex: 1;
  min-inline-size: 0;
  ${wideOnly}
`;

export const Main = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: ${component.layoutContentMaxWidth};
  margin-inline: auto;
  padding: ${space[6]} ${space[4]};

  &:focus {
    outline: none;
  }
`;

const horizontal = css`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${space[1]};
  a {
    border-block-end: 2px solid transparent;
  }
  a[aria-current='page'] {
    border-block-end-color: ${color.primaryBorder};
  }
`;

const vertical = css`
  flex-direction: column;
  a {
    border-inline-start: ${component.layoutNavIndicatorWidth} solid transparent;
  }
  a[aria-current='page'] {
    border-inline-start-color: ${color.primaryBorder};
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
  }
`;

/** Links styled through the list, so an app's own link component needs no class. */
export const NavList = styled.ul<{ $isVertical: boolean }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${space[2]} ${space[3]};
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
  /* The current page: an edge and bold text, not colour alone. */
  a[aria-current='page'] {
    font-weight: ${fontWeight.semibold};
  }
  ${({ $isVertical }) => ($isVertical ? vertical : horizontal)}
`;
