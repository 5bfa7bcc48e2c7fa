// Internal date helpers: not exported from the package.
export {
  formatDate,
  formatDateTime,
  formatDuration,
  formatRelativeTime,
  formatSchedule,
  toDate,
} from './format';
export type { DateInput } from './format';
export { useNow } from './useNow';
