import { DATA_FETCHING } from './fetching';

interface Started {
  promise: Promise<unknown>;
  at: number;
}
const started = new Map<string, Started>();

/**
 * Starts a GET ahead of the page that reads it (a route does this while the page's code
 * loads). A failure is left for the page to handle when it takes the request.
 */
export function prefetch(
  path: string,
  request: (path: string) => Promise<unknown>,
  now = Date.now(),
) {
  const existing = started.get(path);
  if (existing && now - existing.at < DATA_FETCHING.prefetchFreshMs) return;
  const promise = request(path);
  promise.catch(() => {});
  started.set(path, { promise, at: now });
}

/**
 * The request started for `path`, once: later reads fetch again. A request older than
 * `prefetchFreshMs` (the reader left before the page arrived) is dropped, not served stale.
 */
export function takePrefetched<T>(path: string, now = Date.now()): Promise<T> | undefined {
  const entry = started.get(path);
  if (!entry) return undefined;
  started.delete(path);
  return now - entry.at < DATA_FETCHING.prefetchFreshMs ? (entry.promise as Promise<T>) : undefined;
}
