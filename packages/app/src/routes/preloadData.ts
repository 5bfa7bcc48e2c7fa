import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiFetch } from '../shared/data/fetcher';
import { prefetch } from '../shared/data/prefetch';
import { parseCourseId } from '../shared/courses/courseId';
import { coursesPath, readFilters } from '../features/catalog/CoursesPage/coursesQuery';
import { HOME_PATHS } from '../features/catalog/HomePage/homeQueries';
import type { PageKind } from './table';
import { apiPath } from '../api';

type DataPaths = (args: LoaderFunctionArgs) => (string | null)[];

/**
 * The API paths a page reads first, for the pages people arrive on. The route asks for them
 * as soon as it matches, so the data and the page's code load side by side instead of one
 * after the other; the page's `useApi` then finds the request under way (shared/data/prefetch.ts).
 * On a first visit the server has put their answers in the page already, under the same paths
 * (contract/first-data.ts; routes/firstReads.test.ts holds the two together).
 */
export const FIRST_READS: Partial<Record<PageKind, DataPaths>> = {
  home: () => Object.values(HOME_PATHS),
  courses: ({ request }) => [
    coursesPath(readFilters(new URL(request.url).searchParams)),
    apiPath('/categories'),
  ],
  courseDetail: ({ params }) => {
    const id = parseCourseId(params.id);
    return [id === null ? null : apiPath('/courses/{id}', { path: { id } })];
  },
};

/**
 * A route loader that starts the page's first reads and returns at once: navigation never
 * waits for data (the page shows its skeleton), it only gets it sooner.
 */
export function preloadLoader(page: PageKind) {
  const paths = FIRST_READS[page];
  if (!paths) return undefined;
  return (args: LoaderFunctionArgs) => {
    for (const path of paths(args)) if (path) prefetch(path, apiFetch);
    return null;
  };
}
