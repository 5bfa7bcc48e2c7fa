import type { SWRConfiguration } from 'swr';
import { DATA_FETCHING, retryDelayMs } from '@ajar/tokens';
import { ApiRequestError, fetcher } from './fetcher';

/** Entries older than the cache time are dropped when read, like the spec's query cache. */
export function expiringCache(
  maxAgeMs: number = DATA_FETCHING.cacheTimeMs,
  now = () => Date.now(),
) {
  const entries = new Map<string, { value: unknown; at: number }>();
  return {
    keys: () => entries.keys(),
    get(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
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
  };
}

/**
 * DESIGN.md data rules: fresh for 100 000 ms, 3 retries 1 s doubling to 30 s, kept 5
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
  provider: () => expiringCache() as never,
};
