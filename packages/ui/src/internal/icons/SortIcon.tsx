import type { SortDirection } from '../../Table/sortRows';

/** Up and down chevrons; the active direction is solid, decorative (aria-sort says it). */
export function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4.5 6.5L8 3l3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeOpacity={direction === 'descending' ? 0.35 : 1}
      />
      <path
        d="M4.5 9.5L8 13l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeOpacity={direction === 'ascending' ? 0.35 : 1}
      />
    </svg>
  );
}
