import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { Ellipsis, List, PageButton } from './Pagination.styles';
import { paginationRange } from './paginationRange';
import { ChevronLeftIcon, ChevronRightSmallIcon } from '../internal/icons';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; with one page or none the bar renders nothing. */
  pageCount: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /**
   * Pages shown either side of the current one before an ellipsis.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Name of the navigation landmark, e.g. "Halaman daftar kursus" when a page has several.
   * @default built-in "Navigasi halaman" / "Pagination"
   */
  label?: string;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * Moves between pages of a list. Previous/next stay focusable at the ends
 * (`aria-disabled`), so keyboard focus is not lost when the last page is reached.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  label,
  ...rest
}: PaginationProps) {
  const { messages, locale } = useUiMessages();
  if (pageCount <= 1) return null;
  const number = new Intl.NumberFormat(locale);
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <nav aria-label={label ?? messages.paginationLabel} {...rest}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-disabled={isFirst || undefined}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
            {messages.paginationPrevious}
          </PageButton>
        </li>
        {paginationRange(page, pageCount, siblingCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={messages.paginationPage.replace('{page}', number.format(item))}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {number.format(item)}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-disabled={isLast || undefined}
            onClick={() => go(page + 1)}
          >
            {messages.paginationNext}
            <ChevronRightSmallIcon />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
