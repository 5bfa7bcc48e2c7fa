// The events list's filters and its API request, without React, so the route can start the
// request while the page's code is still loading (routes/preloadData.ts).
import type { Event } from '@ajar/api/contract';
import { apiPath } from '../../../api';

// The contract's lists, repeated: the app takes only types from the API package, so its
// schemas stay out of the browser bundle.
const EVENT_WHEN = ['upcoming', 'past'] as const;
const EVENT_MODES = ['online', 'offline'] as const satisfies readonly Event['mode'][];

export type EventWhen = (typeof EVENT_WHEN)[number];
export type EventModeFilter = Event['mode'] | '';

export const EVENTS_PAGE_SIZE = 12;

export interface EventFilters {
  when: EventWhen;
  mode: EventModeFilter;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Reads the list's filters from the address, forgiving hand-edited values. */
export function readEventFilters(params: URLSearchParams): EventFilters {
  return {
    when: oneOf(EVENT_WHEN, params.get('when')) ?? 'upcoming',
    mode: oneOf(EVENT_MODES, params.get('mode')) ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1),
  };
}

/** The API request for one page of the list. */
export const eventsPath = ({ when, mode, page }: EventFilters) =>
  apiPath('/events', {
    query: { when, page, pageSize: EVENTS_PAGE_SIZE, mode: mode || undefined },
  });
