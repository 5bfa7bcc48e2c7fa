export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationRange } from './paginationRange';
export type { PaginationItem } from './paginationRange';
