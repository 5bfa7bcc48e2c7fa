export type PaginationItem = number | 'ellipsis';

/**
 * The items of a pagination bar: the first and last page, `siblingCount` pages either side
 * of the current one, and `'ellipsis'` for each gap of two or more pages (a gap of one page
 * shows that page instead). The bar keeps the same length (`2 * siblingCount + 5`) while
 * the current page moves, so the buttons do not jump under the pointer.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const siblings = Math.max(0, Math.floor(siblingCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  // first + last + current + siblings + two ellipses
  const slots = 2 * siblings + 5;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const hasLeftGap = left > 3;
  const hasRightGap = right < count - 2;
  const edge = slots - 2; // pages shown on one side when only the other side has a gap

  if (!hasLeftGap && hasRightGap) return [...range(1, edge), 'ellipsis', count];
  if (hasLeftGap && !hasRightGap) return [1, 'ellipsis', ...range(count - edge + 1, count)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', count];
}
