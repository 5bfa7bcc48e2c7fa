export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  /** `key` of the sorted column. */
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/**
 * A copy of `rows` sorted by `valueOf`: numbers and dates by size, text by the locale's
 * collation with numeric parts compared as numbers ("Modul 2" before "Modul 10"); empty
 * values last in both directions. Stable, so equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: SortDirection,
  locale: string,
): Row[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'string' || typeof b.value === 'string'
          ? collator.compare(String(a.value), String(b.value))
          : Number(a.value) - Number(b.value);
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}
