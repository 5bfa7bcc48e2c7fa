import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiRequestError } from './fetcher';

/**
 * Reads one API path through SWR (the shared fetcher and config). `null` skips the request
 * (e.g. until the user signs in). Pages render `isLoading`, `error` (with `retry`) and
 * `data` states from it.
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiRequestError>) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<T, ApiRequestError>(path, config);
  return { data, error, isLoading, isValidating, retry: () => void mutate(), mutate };
}
