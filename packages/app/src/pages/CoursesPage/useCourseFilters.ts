import { useSearchParams } from 'react-router-dom';

/** Courses per page of the catalog. */
export const COURSE_PAGE_SIZE = 12;
/** The API refuses longer searches (CourseQuery). */
export const MAX_QUERY_LENGTH = 100;
/** What the API accepts as a category slug; anything else is ignored rather than sent. */
const SLUG = /^[a-z0-9-]+$/;

export interface CourseFilters {
  q: string;
  category: string;
  page: number;
}

/** Reads the catalog's filters from the address, forgiving hand-edited values. */
export function readFilters(params: URLSearchParams): CourseFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const rawCategory = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    q,
    category: SLUG.test(rawCategory) ? rawCategory : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The API request for one page of the catalog. */
export function coursesPath({ q, category, page }: CourseFilters): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (category) search.set('category', category);
  search.set('page', String(page));
  search.set('pageSize', String(COURSE_PAGE_SIZE));
  return `/v1/courses?${search.toString()}`;
}

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
