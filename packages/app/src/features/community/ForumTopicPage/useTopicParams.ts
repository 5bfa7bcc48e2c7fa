import { useSearchParams } from 'react-router-dom';
import { FORUM_THREAD_FILTERS, type ForumThreadFilter } from '@ajar/api/contract/forum-rules';

/** A positive whole number from the address, else undefined (a hand-typed or cut-off link). */
export const positiveParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A topic's search, filter and page in the address (`q`, `filter`, `page`). Whatever else the
 * page keeps there (the forum's topic `id`) stays as it is, so the forum's topic page and a
 * group's discussion page both keep their own address.
 */
export function useTopicParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveParam(params.get('page')) ?? 1;
  const asked = params.get('filter');
  const filter: ForumThreadFilter = FORUM_THREAD_FILTERS.includes(asked as ForumThreadFilter)
    ? (asked as ForumThreadFilter)
    : 'all';
  const q = params.get('q')?.trim() ?? '';
  /** Changing the words or the filter starts again at page 1. */
  const go = (next: { page?: number; filter?: ForumThreadFilter; q?: string }) => {
    const query = new URLSearchParams(params);
    const f = next.filter ?? filter;
    const words = next.q ?? q;
    const p = next.page ?? 1;
    query.delete('q');
    query.delete('filter');
    query.delete('page');
    if (words) query.set('q', words);
    if (f !== 'all') query.set('filter', f);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };
  return { page, filter, q, go };
}
