import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { visuallyHidden } from '../internal/a11y';

export type CellAlign = 'start' | 'center' | 'end';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export const ScrollRegion = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${focusRing}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.text};
`;

export const Caption = styled.caption<{ $isHidden: boolean }>`
  padding: ${space[3]} ${space[4]};
  text-align: start;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  ${({ $isHidden }) => $isHidden && visuallyHidden}
`;

export const HeaderCell = styled.th<{ $align: CellAlign }>`
  padding: ${space[2]} ${space[4]};
  text-align: ${({ $align }) => $align};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  background: ${color.surfaceSunken};
  border-block-end: 1px solid ${color.borderStrong};
`;

export const SortButton = styled.button<{ $align: CellAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
  margin: 0 calc(-1 * ${space[1]});
  padding: ${space[1]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.border};
  }
  ${focusRing}

  svg {
    width: ${component.tableSortIconSize};
    height: ${component.tableSortIconSize};
    flex-shrink: 0;
  }
`;

export const Row = styled.tr<{ $isHighlighted: boolean }>`
  & > * {
    border-block-end: 1px solid ${color.border};
  }
  &:last-child > * {
    border-block-end: 0;
  }
  ${({ $isHighlighted }) =>
    $isHighlighted &&
    css`
      /* The current user's own colour: the brand tint read as an error for a red tenant. */
      background: ${color.currentUserSubtle};
      color: ${color.text};
      font-weight: ${fontWeight.semibold};
      /* A bar on the leading edge: the highlight does not rely on the tint alone. */
      & > :first-child {
        box-shadow: inset 4px 0 0 ${color.currentUser};
      }
    `}
`;

export const Cell = styled.td<{ $align: CellAlign }>`
  padding: ${space[3]} ${space[4]};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

export const RowHeaderCell = styled.th<{ $align: CellAlign }>`
  padding: ${space[3]} ${space[4]};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  font-weight: inherit;
`;

export const EmptyCell = styled.td`
  padding: ${space[6]} ${space[4]};
  text-align: center;
  color: ${color.textMuted};
`;
