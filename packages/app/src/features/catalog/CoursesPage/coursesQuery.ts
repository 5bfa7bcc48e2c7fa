// The catalog's filters and its API request, without React, so the route can start the
// request while the page's code is still loading (routes/preloadData.ts).
import { apiPath } from '../../../api';

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
export function coursesPath({ q, category, page }: CourseFilters) {
  return apiPath('/courses', {
    query: {
      q: q || undefined,
      category: category || undefined,
      page,
      pageSize: COURSE_PAGE_SIZE,
    },
  });
}
