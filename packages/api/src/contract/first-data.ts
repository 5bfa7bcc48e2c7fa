// No zod here: the app imports this module by value (see durations.ts).

/**
 * The element of index.html that carries a public page's first API answers, as JSON keyed by
 * the API path the app reads each under (docs/decisions/0020-first-paint-inlined-data.md).
 */
export const FIRST_DATA_ELEMENT_ID = 'ajar-first-data';

/**
 * The built app's list of the chunks each public page's route loads, by page (written by the
 * app's build, vite-page-preload.ts): the server names them in the page's head.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

// The app's own rules for its addresses, repeated for the server (which cannot import the
// app). The app's tests hold them to its routes' reads (routes/firstReads.test.ts): a rule
// that drifts costs only the head start, never a wrong answer, since each answer is the API's
// own for the path the app then reads.
const COURSE_PAGE_SIZE = 12;
const FEATURED_COURSES = 4;
const HOME_EVENTS = 3;
const EVENTS_PAGE_SIZE = 12;
const MAX_QUERY_LENGTH = 100;
const SLUG = /^[a-z0-9-]+$/;
const MAX_ID = 2_147_483_647;

/** Like the app's `apiPath`: unset query values left out, each value URI-encoded. */
function v1(route: string, query: Record<string, string | number | undefined> = {}): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/v1${route}${search ? `?${search}` : ''}`;
}

/** An id as the pages write it (`/courses/7`, not `/courses/07`), within the API's range. */
const positiveId = (raw: string) => {
  const id = Number(raw);
  return /^[1-9]\d*$/.test(raw) && id <= MAX_ID ? id : null;
};
const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};
const oneOf = (list: readonly string[], value: string | null) =>
  list.find((item) => item === value);

function coursesReads(params: URLSearchParams): string[] {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const category = params.get('category') ?? '';
  return [
    v1('/courses', {
      q: q || undefined,
      category: SLUG.test(category) ? category : undefined,
      page: pageOf(params.get('page')),
      pageSize: COURSE_PAGE_SIZE,
    }),
    v1('/categories'),
  ];
}

function eventsReads(params: URLSearchParams): string[] {
  const when = oneOf(['upcoming', 'past'], params.get('when')) ?? 'upcoming';
  const mode = oneOf(['online', 'offline'], params.get('mode'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return [v1('/events', { when, page, pageSize: EVENTS_PAGE_SIZE, mode })];
}

/** The public pages people arrive on, named as the app's route table names their pages. */
export const PUBLIC_PAGES = [
  'home',
  'courses',
  'courseDetail',
  'roadmaps',
  'roadmapDetail',
  'events',
  'eventDetail',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

const LIST_PAGES: Record<string, PublicPage> = {
  '/': 'home',
  '/courses': 'courses',
  '/roadmaps': 'roadmaps',
  '/events': 'events',
};
const DETAIL_PAGES: [RegExp, PublicPage][] = [
  [/^\/courses\/([^/]+)\/?$/, 'courseDetail'],
  [/^\/roadmaps\/([^/]+)\/?$/, 'roadmapDetail'],
  [/^\/events\/([^/]+)\/?$/, 'eventDetail'],
];

/** Which public page an address shows, with the id of a detail page; null for any other page. */
export function publicPage(pathname: string): { page: PublicPage; id?: number } | null {
  const list = LIST_PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  if (list) return { page: list };
  for (const [pattern, page] of DETAIL_PAGES) {
    const raw = pattern.exec(pathname)?.[1];
    const id = raw === undefined ? null : positiveId(raw);
    if (id !== null) return { page, id };
  }
  return null;
}

const READS: Record<PublicPage, (params: URLSearchParams, id?: number) => string[]> = {
  home: () => [
    v1('/courses', { pageSize: FEATURED_COURSES }),
    v1('/roadmaps'),
    v1('/events', { when: 'upcoming', pageSize: HOME_EVENTS }),
    v1('/categories'),
  ],
  courses: coursesReads,
  courseDetail: (_, id) => [v1(`/courses/${id}`)],
  roadmaps: () => [v1('/roadmaps')],
  roadmapDetail: (_, id) => [v1(`/roadmaps/${id}`)],
  events: eventsReads,
  eventDetail: (_, id) => [v1(`/events/${id}`)],
};

/**
 * The API GETs a public page makes first, under the paths the app keys them by; none for any
 * other page. Only answers that are the same for every visitor of a company belong here: the
 * server inlines them for anyone.
 */
export function firstReads(pathname: string, params: URLSearchParams): string[] {
  const shown = publicPage(pathname);
  return shown ? READS[shown.page](params, shown.id) : [];
}
