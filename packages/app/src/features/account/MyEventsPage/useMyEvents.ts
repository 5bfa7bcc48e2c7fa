import { useSearchParams } from 'react-router-dom';
import type { MyEventTab } from '@ajar/api/contract';
import { apiPath } from '../../../api';

// The contract's tabs, repeated: the app takes only types from the API package.
const TABS = ['upcoming', 'past', 'cancelled'] as const satisfies readonly MyEventTab[];
export const MY_EVENTS_PAGE_SIZE = 12;

/** The tab and page live in the address (?tab=&page=), so reload and back keep them. */
export function useMyEventsTab() {
  const [params, setParams] = useSearchParams();
  const tab: MyEventTab = TABS.find((item) => item === params.get('tab')) ?? 'upcoming';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const update = (changes: { tab?: MyEventTab; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.tab !== undefined) next.set('tab', changes.tab);
      if (changes.page !== undefined && changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
      return next;
    });
  const path = apiPath('/my-events', { query: { tab, page, pageSize: MY_EVENTS_PAGE_SIZE } });
  return { tab, page, path, update };
}
