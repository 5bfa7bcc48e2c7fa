import { useSearchParams } from 'react-router-dom';
import { FORUM_THREAD_FILTERS, type ForumThreadFilter } from '@ajar/api/contract/forum-rules';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /forum/topic?id=&q=&filter=&page=: the topic, its search, filter and page, in the address. */
export function useTopicParams() {
  const [params, setParams] = useSearchParams();
  const id = positive(params.get('id'));
  const page = positive(params.get('page')) ?? 1;
  const asked = params.get('filter');
  const filter: ForumThreadFilter = FORUM_THREAD_FILTERS.includes(asked as ForumThreadFilter)
    ? (asked as ForumThreadFilter)
    : 'all';
  const q = params.get('q')?.trim() ?? '';
  /** Changing the words or the filter starts again at page 1. */
  const go = (next: { page?: number; filter?: ForumThreadFilter; q?: string }) => {
    const query = new URLSearchParams({ id: String(id ?? '') });
    const f = next.filter ?? filter;
    const words = next.q ?? q;
    const p = next.page ?? 1;
    if (words) query.set('q', words);
    if (f !== 'all') query.set('filter', f);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };
  return { id, page, filter, q, go };
}
