export { Table } from './Table';
export type { CellAlign, TableColumn, TableProps } from './Table';
export { sortRows } from './sortRows';
export type { SortDirection, SortValue, TableSort } from './sortRows';
