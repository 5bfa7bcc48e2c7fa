import { useState } from 'react';
import { toDate, type DateInput } from './format';

/**
 * The reference moment for relative times: the given `now`, else the time of the first
 * render (kept, so a re-render does not shift "3 menit yang lalu").
 */
export function useNow(now?: DateInput): Date {
  const [mounted] = useState(() => new Date());
  return now === undefined ? mounted : toDate(now);
}
