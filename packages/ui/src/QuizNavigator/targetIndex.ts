/**
 * Where a key moves the focus in a grid of `count` items laid out `columns` per row, or
 * null for a key the grid does not handle. Left/Right step through the questions in order
 * (wrapping across rows), Up/Down move a row, Home/End go to the first/last question.
 */
export function targetIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
