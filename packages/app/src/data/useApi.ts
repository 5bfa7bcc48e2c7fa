import { useEffect } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiRequestError } from './fetcher';
import { isRetaining } from './swr-config';

/**
 * Reads one API path through SWR (the shared fetcher and config). `null` skips the request
 * (e.g. until the user signs in). Pages render `isLoading`, `error` (with `retry`) and
 * `data` states from it. While mounted, its entry stays in the cache however old it gets.
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiRequestError>) {
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (path !== null && isRetaining(cache)) return cache.retain(path);
  }, [cache, path]);
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, ApiRequestError>(path, config);
  return { data, error, isLoading, isValidating, retry: () => void mutate(), mutate };
}
