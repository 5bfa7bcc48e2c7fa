import { useSearchParams } from 'react-router-dom';
import { readFilters, type CourseFilters } from './coursesQuery';

/**
 * The catalog's search, category and page, kept in the query string (?q=&category=&page=)
 * so reload, back and shared links keep them. A new search or category starts at page 1.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const update = (changes: Partial<CourseFilters>, replace = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          // Defaults stay out of the address: /courses rather than /courses?q=&page=1.
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );
  };

  return {
    ...filters,
    hasFilters: Boolean(filters.q || filters.category),
    /**
     * Refining a search replaces the history entry, so back leaves the search rather than
     * stepping through every pause in typing; starting or clearing one adds an entry.
     */
    setSearch: (q: string, { isTyping = false } = {}) =>
      update({ q: q.trim(), page: 1 }, isTyping && Boolean(filters.q) && Boolean(q.trim())),
    setCategory: (category: string) => update({ category, page: 1 }),
    setPage: (page: number) => update({ page }),
    clear: () => update({ q: '', category: '', page: 1 }),
  };
}
