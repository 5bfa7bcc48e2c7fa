import styled, { css } from 'styled-components';
import { color, component, fontSize, radius, shadow, space, zIndex } from '@ajar/tokens';
import type { DropdownMenuAlign } from './DropdownMenu';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Chevron = styled.svg`
  inline-size: ${space[3]};
  block-size: ${space[3]};
`;

export const Menu = styled.ul<{ $align: DropdownMenuAlign }>`
  position: absolute;
  inset-block-start: calc(100% + ${component.popoverOffset});
  ${({ $align }) =>
    $align === 'end'
      ? css`
          inset-inline-end: 0;
        `
      : css`
          inset-inline-start: 0;
        `}
  z-index: ${zIndex.dialog};
  min-inline-size: ${component.menuMinWidth};
  margin: 0;
  padding: ${space[1]};
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  inline-size: 100%;
  padding: ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover:not([aria-disabled='true']),
  &:focus:not([aria-disabled='true']) {
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${color.textMuted};
    cursor: not-allowed;
  }
`;

/** Wraps the menu's links so they look like its buttons. */
export const LinkItem = styled.li`
  > a {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    padding: ${space[2]} ${space[3]};
    border-radius: ${radius.sm};
    color: ${color.text};
    font-size: ${fontSize.sm};
    text-decoration: none;
    white-space: nowrap;
  }
  > a:hover,
  > a:focus {
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
    outline: none;
  }
  > a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;
