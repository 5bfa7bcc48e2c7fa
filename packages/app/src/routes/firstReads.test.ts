import { describe, expect, it } from 'vitest';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router-dom';
import { firstReads } from '@ajar/api/contract/first-data';
import { apiPath } from '../api/paths';
import { eventsPath, readEventFilters } from '../features/catalog/EventsPage/eventsQuery';
import { FIRST_READS } from './preloadData';
import { ROUTES, type PageKind } from './table';

const asRouter = ROUTES.map((entry) => ({ path: entry.path, entry }));

type Reads = (args: LoaderFunctionArgs) => (string | null)[];

/**
 * The first reads of the public pages whose route starts none (their code is not on the first
 * screen of `/`): as each page writes its path.
 */
const PAGE_READS: Partial<Record<PageKind, Reads>> = {
  roadmaps: () => [apiPath('/roadmaps')],
  // RoadmapDetailPage
  roadmapDetail: ({ params }) => [apiPath('/roadmaps/{id}', { path: { id: Number(params.id) } })],
  events: ({ request }) => [eventsPath(readEventFilters(new URL(request.url).searchParams))],
  // EventDetailPage: the id as written, a positive whole number
  eventDetail: ({ params }) => {
    const id = Number.parseInt(params.id ?? '', 10);
    return [id > 0 && String(id) === params.id ? apiPath('/events/{id}', { path: { id } }) : null];
  },
};

/** What the app reads first on `url`: what its route starts, else what its page reads. */
function appReads(url: URL): string[] {
  const match = matchRoutes(asRouter, url.pathname)?.at(-1);
  const page = match?.route.entry.page;
  const reads = page && (FIRST_READS[page] ?? PAGE_READS[page]);
  if (!match || !reads) return [];
  const args = { request: new Request(url), params: match.params, context: {} };
  return reads(args as LoaderFunctionArgs).filter((path) => path !== null);
}

const sample = (path: string) => new URL(path, 'https://belajar.ajar.test');

describe('the answers the server puts in a public page', () => {
  it('are the reads the app starts on that page, under the same keys', () => {
    for (const path of [
      '/',
      '/courses',
      '/courses/',
      '/courses?q=%20Excel%20&category=k3&page=2',
      '/courses?category=Not%20A%20Slug&page=-1',
      `/courses?q=${'kata'.repeat(30)}`,
      '/courses/7',
      '/roadmaps',
      '/roadmaps/3',
      '/events',
      '/events?when=past&mode=offline&page=3',
      '/events?when=soon&mode=radio&page=tiga',
      '/events/5',
      '/events/05',
      '/courses/abc',
      '/courses/7/learn',
      '/my-courses',
      '/sign-in',
      '/guidelines',
    ]) {
      const url = sample(path);
      expect(firstReads(url.pathname, url.searchParams), path).toEqual(appReads(url));
    }
  });

  it('are only ever ones the app reads, even on an address written oddly', () => {
    for (const path of ['/roadmaps/03', '/roadmaps/abc', '/courses/0', '/courses/99999999999']) {
      const url = sample(path);
      const server = firstReads(url.pathname, url.searchParams);
      for (const read of server) expect(appReads(url), path).toContain(read);
    }
  });
});
