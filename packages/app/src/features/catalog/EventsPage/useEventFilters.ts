import { useSearchParams } from 'react-router-dom';
import type { Event } from '@ajar/api/contract';
import { apiPath } from '../../../api';

// The contract's lists, repeated: the app takes only types from the API package, so its
// schemas stay out of the browser bundle.
const EVENT_WHEN = ['upcoming', 'past'] as const;
const EVENT_MODES = ['online', 'offline'] as const satisfies readonly Event['mode'][];

export type EventWhen = (typeof EVENT_WHEN)[number];
export type EventModeFilter = Event['mode'] | '';

export const EVENTS_PAGE_SIZE = 12;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The list's filters live in the address (?when=&mode=&page=), so reload, back and a shared
 * link keep them. A changed filter starts again at page 1.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const when: EventWhen = oneOf(EVENT_WHEN, params.get('when')) ?? 'upcoming';
  const mode: EventModeFilter = oneOf(EVENT_MODES, params.get('mode')) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

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

  const path = apiPath('/events', {
    query: { when, page, pageSize: EVENTS_PAGE_SIZE, mode: mode || undefined },
  });
  return { when, mode, page, path, update };
}
