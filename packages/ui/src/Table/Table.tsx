import { useId, useState, type ReactNode, type Ref, type TableHTMLAttributes } from 'react';
import { useUiMessages } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import { SortIcon } from '../internal/icons';
import { sortRows, type SortValue, type TableSort } from './sortRows';
import {
  Caption,
  Cell,
  CellLabel,
  CellValue,
  EmptyCell,
  HeaderCell,
  Row as StyledRow,
  RowHeaderCell,
  ScrollRegion,
  SortButton,
  StyledTable,
  type CellAlign,
} from './Table.styles';

export type { CellAlign };

export interface TableColumn<Row> {
  /** Unique key; also the row property shown and sorted by when there is no `render`. */
  key: string;
  /** Header text (also the sort button's name). */
  header: ReactNode;
  /** Cell content; default: `row[key]` as text. */
  render?: (row: Row) => ReactNode;
  /** Value to sort by (uncontrolled sorting); default: `row[key]`. */
  sortValue?: (row: Row) => SortValue;
  /** Makes the header a sort button. */
  isSortable?: boolean;
  /** Renders the cells as row headers (`<th scope="row">`), e.g. the learner's name. */
  isRowHeader?: boolean;
  /**
   * Horizontal alignment; numbers read best at `end`.
   * @default 'start'
   */
  align?: CellAlign;
  /** Column width as a CSS length. */
  width?: string;
}

export interface TableProps<Row> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** Column definitions, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The data rows. */
  rows: readonly Row[];
  /** A stable, unique key per row. */
  getRowKey: (row: Row) => string | number;
  /** What the table shows; names the table and its scroll region. Required. */
  caption: ReactNode;
  /**
   * Keeps the caption for screen readers only, when a visible heading already says it.
   * @default false
   */
  isCaptionHidden?: boolean;
  /**
   * Current sort, controlled: the caller sorts `rows` (e.g. on the server). Leave undefined
   * for uncontrolled sorting in the table.
   */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called with the new sort when a sortable header is pressed. */
  onSortChange?: (sort: TableSort) => void;
  /**
   * Shown in a full-width cell when `rows` is empty.
   * @default built-in "Belum ada data" / "No data yet"
   */
  emptyState?: ReactNode;
  /** Key of a row to emphasise, e.g. the current user in a leaderboard (`aria-current`). */
  highlightRowKey?: string | number;
  /**
   * Screen-reader text added to the highlighted row's first cell.
   * @default built-in "Anda" / "You"
   */
  highlightLabel?: string;
  /**
   * What a table narrower than a phone does: `scroll` sideways inside its region, or `stack`
   * each row as a block that starts with its row header and lists the other cells as
   * label-value lines, so every value of a row is seen at once (as Primer's and Polaris'
   * tables do on phones). Sortable headers stay as buttons above the rows.
   * @default 'scroll'
   */
  narrowLayout?: 'scroll' | 'stack';
  /** Class of the outer scroll region. */
  className?: string;
  /** Forwarded to the `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

const cellText = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

/** Data in rows and columns, with sortable headers and a sideways scroll on small screens. */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  isCaptionHidden = false,
  sort,
  defaultSort = null,
  onSortChange,
  emptyState,
  highlightRowKey,
  highlightLabel,
  narrowLayout = 'scroll',
  className,
  ...rest
}: TableProps<Row>) {
  const isStacking = narrowLayout === 'stack';
  // A table laid out as blocks loses its table semantics in some browsers (Safari):
  // explicit roles keep rows, headers and cells announced as such.
  const role = (name: string) => (isStacking ? { role: name } : {});
  const { messages, locale } = useUiMessages();
  const captionId = useId();
  const [localSort, setLocalSort] = useState<TableSort | null>(defaultSort);
  const [announcement, setAnnouncement] = useState('');
  const isControlled = sort !== undefined;
  const current = isControlled ? sort : localSort;

  const sortedColumn = current && columns.find((c) => c.key === current.key);
  const shownRows =
    !isControlled && current && sortedColumn
      ? sortRows(
          rows,
          sortedColumn.sortValue ??
            ((row) => (row as Record<string, unknown>)[current.key] as SortValue),
          current.direction,
          locale,
        )
      : rows;

  function toggleSort(column: TableColumn<Row>, name: string) {
    const next: TableSort = {
      key: column.key,
      direction:
        current?.key === column.key && current.direction === 'ascending'
          ? 'descending'
          : 'ascending',
    };
    if (!isControlled) setLocalSort(next);
    onSortChange?.(next);
    const template =
      next.direction === 'ascending'
        ? messages.tableSortedAscending
        : messages.tableSortedDescending;
    setAnnouncement(template.replace('{column}', name));
  }

  return (
    <ScrollRegion
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={className}
      $isStacking={isStacking}
    >
      <StyledTable {...role('table')} {...rest} $isStacking={isStacking}>
        <Caption id={captionId} $isHidden={isCaptionHidden}>
          {caption}
        </Caption>
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => {
              const align = column.align ?? 'start';
              const direction = current?.key === column.key ? current.direction : undefined;
              const name = typeof column.header === 'string' ? column.header : column.key;
              return (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  {...role('columnheader')}
                  $align={align}
                  data-sortable={column.isSortable ? 'true' : 'false'}
                  style={column.width === undefined ? undefined : { width: column.width }}
                  aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
                >
                  {column.isSortable ? (
                    <SortButton
                      type="button"
                      $align={align}
                      onClick={() => toggleSort(column, name)}
                    >
                      {column.header}
                      <VisuallyHidden>
                        {', '}
                        {direction === 'ascending'
                          ? messages.tableSortDescending
                          : messages.tableSortAscending}
                      </VisuallyHidden>
                      <SortIcon direction={direction} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {shownRows.length === 0 ? (
            <tr {...role('row')}>
              <EmptyCell colSpan={columns.length} {...role('cell')}>
                {emptyState ?? messages.tableEmpty}
              </EmptyCell>
            </tr>
          ) : (
            shownRows.map((row) => {
              const key = getRowKey(row);
              const isHighlighted = highlightRowKey !== undefined && key === highlightRowKey;
              return (
                <StyledRow
                  {...role('row')}
                  key={key}
                  $isHighlighted={isHighlighted}
                  aria-current={isHighlighted ? 'true' : undefined}
                >
                  {columns.map((column, index) => {
                    const CellTag = column.isRowHeader ? RowHeaderCell : Cell;
                    const content = column.render ? column.render(row) : cellText(row, column.key);
                    const isEmpty = content === '' || content === null || content === undefined;
                    return (
                      <CellTag
                        key={column.key}
                        $align={column.align ?? 'start'}
                        {...(column.isRowHeader ? { scope: 'row' } : {})}
                        {...role(column.isRowHeader ? 'rowheader' : 'cell')}
                        data-empty={isEmpty || undefined}
                      >
                        {/* The header beside the value when rows stack; the table's own
                            headers already name the cell for screen readers. */}
                        {isStacking && !column.isRowHeader && (
                          <CellLabel aria-hidden="true">{column.header}</CellLabel>
                        )}
                        {isStacking && !column.isRowHeader ? (
                          <CellValue>{content}</CellValue>
                        ) : (
                          content
                        )}
                        {isHighlighted && index === 0 && (
                          <VisuallyHidden>
                            {' '}
                            ({highlightLabel ?? messages.tableCurrentRow})
                          </VisuallyHidden>
                        )}
                      </CellTag>
                    );
                  })}
                </StyledRow>
              );
            })
          )}
        </tbody>
      </StyledTable>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </ScrollRegion>
  );
}
