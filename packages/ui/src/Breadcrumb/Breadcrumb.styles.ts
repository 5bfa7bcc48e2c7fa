import styled from 'styled-components';
import { breakpoint, color, component, fontSize, fontWeight, radius, space } from '@ajar/tokens';
import { minTarget } from '../internal/a11y';

/**
 * Collapses by the width the breadcrumb has, not the window's: a container query. Container
 * conditions cannot read custom properties, so the breakpoint is written in at build time.
 */
const narrow = `@container ajar-breadcrumb (width < ${breakpoint.sm}px)`;

export const Nav = styled.nav`
  container: ajar-breadcrumb / inline-size;
  /* An inline-size container does not size to its content, so it takes the full width. */
  width: 100%;
  min-width: 0;
  font-size: ${fontSize.sm};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-width: 0;
  color: ${color.textMuted};
  overflow-wrap: anywhere;

  /* A chevron drawn with borders: decoration only, nothing for a screen reader to read. */
  & + &::before {
    content: '';
    flex-shrink: 0;
    width: ${component.breadcrumbSeparatorSize};
    height: ${component.breadcrumbSeparatorSize};
    border-block-start: 1px solid ${color.textMuted};
    border-inline-end: 1px solid ${color.textMuted};
    transform: rotate(45deg);
  }

  &[data-ellipsis] {
    display: none;
  }
  ${narrow} {
    &[data-collapsible] {
      display: none;
    }
    &[data-ellipsis] {
      display: inline-flex;
    }
  }

  a {
    ${minTarget}
    color: ${color.primaryText};
    text-decoration: underline;
    text-underline-offset: ${component.linkUnderlineOffset};
    border-radius: ${radius.sm};
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const Current = styled.span`
  color: ${color.text};
  font-weight: ${fontWeight.medium};
`;

export const EllipsisButton = styled.button`
  ${minTarget}
  justify-content: center;
  padding: 0 ${space[1]};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;

  svg {
    width: ${fontSize.md};
    height: ${fontSize.md};
  }
  &:hover {
    background: ${color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
