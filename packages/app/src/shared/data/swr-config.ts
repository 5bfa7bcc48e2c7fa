import type { SWRConfiguration } from 'swr';
import { DATA_FETCHING, retryDelayMs } from './fetching';
import { ApiRequestError, fetcher } from './fetcher';
import { withFirstData } from './firstData';

/**
 * Entries older than the cache time are dropped when read, like the spec's query cache: but,
 * as there, only entries no screen is showing. A page that stays open longer than the cache
 * time (a 10-minute exam) must not lose its data under it and fall back to loading.
 */
export function expiringCache(
  maxAgeMs: number = DATA_FETCHING.cacheTimeMs,
  now = () => Date.now(),
) {
  const entries = new Map<string, { value: unknown; at: number }>();
  const users = new Map<string, number>();
  return {
    keys: () => entries.keys(),
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!users.has(key) && now() - entry.at > maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: unknown) {
      entries.set(key, { value, at: now() });
    },
    delete(key: string) {
      entries.delete(key);
    },
    /** Keeps `key` while a screen shows it; the returned function lets go of it. */
    retain(key: string) {
      users.set(key, (users.get(key) ?? 0) + 1);
      return () => {
        const left = (users.get(key) ?? 1) - 1;
        if (left > 0) users.set(key, left);
        else {
          users.delete(key);
          // Its age counts from now: the last screen showed it until this moment.
          const entry = entries.get(key);
          if (entry) entry.at = now();
        }
      };
    },
  };
}

export type ExpiringCache = ReturnType<typeof expiringCache>;

/** A cache that can keep an entry while it is on screen (stories may use a plain Map). */
export const isRetaining = (cache: unknown): cache is Pick<ExpiringCache, 'retain'> =>
  typeof (cache as Partial<ExpiringCache>).retain === 'function';

/**
 * docs/product/behaviour.md, data freshness: fresh for 100 000 ms, 3 retries 1 s doubling to 30 s, kept 5
 * minutes. A 4xx is an answer, not a hiccup, so it is not retried.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  dedupingInterval: DATA_FETCHING.staleTimeMs,
  focusThrottleInterval: DATA_FETCHING.staleTimeMs,
  shouldRetryOnError: true,
  errorRetryCount: DATA_FETCHING.retries,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (error instanceof ApiRequestError && error.status < 500) return;
    if (retryCount > (config.errorRetryCount ?? DATA_FETCHING.retries)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
  // Seeded with the answers the server inlined in a public page's HTML (firstData.ts).
  provider: () => withFirstData(expiringCache()) as never,
};
