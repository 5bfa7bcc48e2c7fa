import styled from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  radius,
  space,
} from '@ajar/tokens';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-width: ${component.paginationItemSize};
  min-height: ${component.paginationItemSize};
  padding: 0 ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;

  &:hover:not([aria-disabled='true']):not([aria-current='page']) {
    transition:
      background-color ${duration.fast},
      border-color ${duration.fast};
    background: ${color.surfaceSunken};
    border-color: ${color.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    background: ${color.primaryFill};
    border-color: ${color.primaryBorder};
    color: ${color.onPrimary};
    font-weight: ${fontWeight.medium};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${color.textMuted};
    background: ${color.surfaceSunken};
  }
  svg {
    width: ${fontSize.md};
    height: ${fontSize.md};
  }
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${component.paginationItemSize};
  color: ${color.textMuted};
`;
