import styled, { css } from 'styled-components';
import {
  color,
  component,
  componentTokens,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { minTarget } from '../internal/a11y';
import { visuallyHidden } from '../internal/a11y';

export type CellAlign = 'start' | 'center' | 'end';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/** Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */
export const ScrollRegion = styled.div<{ $isStacking: boolean }>`
  position: relative;
  /* A stacking table measures the region's width, not the window's: a container query. */
  ${({ $isStacking }) => $isStacking && 'container: ajar-table / inline-size;'}
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  ${focusRing}
`;

/** The header shown beside a value when rows stack; hidden while the table is a grid. */
export const CellLabel = styled.span`
  display: none;
`;

export const CellValue = styled.span``;

/**
 * Rows as blocks on a narrow table: the row header first as the block's title, then one
 * line per other cell with its column's header at the start and the value at the end.
 */
const stacked = css`
  /* A container query cannot read a custom property: the token's value itself. */
  @container ajar-table (width < ${componentTokens.tableStackWidth}) {
    &,
    & > caption,
    & > tbody {
      display: block;
    }
    & > thead > tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${space[2]};
      background: ${color.surfaceSunken};
      border-block-end: 1px solid ${color.borderStrong};
    }
    & > thead > tr:not(:has([data-sortable='true'])) {
      border: 0;
    }
    & > thead th {
      display: block;
      padding-inline: ${space[3]};
      border: 0;
    }
    /* Only the sort buttons stay in sight; the headers show beside each value. */
    & > thead th[data-sortable='false'] {
      ${visuallyHidden}
    }
    & > tbody > tr {
      display: flex;
      flex-direction: column;
      gap: ${space[1]};
      padding: ${space[3]} ${space[4]};
      border-block-end: 1px solid ${color.border};
    }
    & > tbody > tr:last-child {
      border-block-end: 0;
    }
    & > tbody > tr > * {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      align-items: center;
      gap: ${space[1]} ${space[3]};
      padding: 0;
      border: 0;
      text-align: start;
    }
    & > tbody > tr > [data-empty] {
      display: none;
    }
    & > tbody > tr > th {
      display: block;
      order: -1;
      font-weight: ${fontWeight.medium};
    }
    ${CellLabel} {
      display: inline;
      color: ${color.textMuted};
    }
    ${CellValue} {
      margin-inline-start: auto;
      text-align: end;
    }
  }
`;

export const StyledTable = styled.table<{ $isStacking: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.text};
  ${({ $isStacking }) => $isStacking && stacked}
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
  font-weight: ${fontWeight.medium};
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

/* A cell's link is the row's way in, not a word in a sentence: a 24 px target. */
const cellLinks = css`
  a {
    ${minTarget}
  }
`;

export const Cell = styled.td<{ $align: CellAlign }>`
  padding: ${space[3]} ${space[4]};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  ${cellLinks}
`;

export const RowHeaderCell = styled.th<{ $align: CellAlign }>`
  padding: ${space[3]} ${space[4]};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  font-weight: inherit;
  ${cellLinks}
`;

export const EmptyCell = styled.td`
  padding: ${space[6]} ${space[4]};
  text-align: center;
  color: ${color.textMuted};
`;
