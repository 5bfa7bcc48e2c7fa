import { FIRST_DATA_ELEMENT_ID } from '@ajar/api/contract/first-data';
import { prefetch } from './prefetch';

let answers: [string, unknown][] = [];

/**
 * Takes the first answers the server wrote into a public page's HTML (keyed by API path),
 * once, before the router starts its reads: the page's reads then find them answered, and its
 * first render has its data instead of a skeleton. They count as requests started when the
 * page was asked for (`at`), so they are as fresh as a route's prefetch, no fresher. A
 * signed-in visitor's reads carry their token and may answer otherwise (their company, their
 * events), so they are not taken then.
 */
export function seedFirstData(signedIn: boolean, at = performance.timeOrigin) {
  answers = [];
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent || signedIn) return;
  try {
    answers = Object.entries(JSON.parse(element.textContent) as Record<string, unknown>);
  } catch {
    return;
  }
  for (const [path, data] of answers) prefetch(path, () => Promise.resolve(data), at);
}

/** SWR's cache, with the page's first answers in it as read and settled. */
export function withFirstData<C extends { set(key: string, value: unknown): void }>(cache: C) {
  for (const [key, data] of answers)
    cache.set(key, { data, isLoading: false, isValidating: false });
  return cache;
}
