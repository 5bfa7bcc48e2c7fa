import { useSearchParams } from 'react-router-dom';
import { eventsPath, readEventFilters, type EventModeFilter, type EventWhen } from './eventsQuery';

export type { EventModeFilter, EventWhen };

/**
 * The list's filters live in the address (?when=&mode=&page=), so reload, back and a shared
 * link keep them. A changed filter starts again at page 1.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const { when, mode, page } = readEventFilters(params);

  const update = (changes: { when?: EventWhen; mode?: EventModeFilter; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.when !== undefined) next.set('when', changes.when);
      if (changes.mode !== undefined) {
        if (changes.mode) next.set('mode', changes.mode);
        else next.delete('mode');
      }
      if (changes.page !== undefined && changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
      return next;
    });

  return { when, mode, page, path: eventsPath({ when, mode, page }), update };
}
