import { useEffect } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import type { ApiPath } from '../../api';
import type { ApiRequestError } from './fetcher';
import { isRetaining } from './swr-config';

type Config<Data> = SWRConfiguration<Data, ApiRequestError>;

/** `useApi` with its own fetcher, which reads the route's answer into `Data` (e.g. stamps a clock). */
export function useApi<T, Data>(
  path: ApiPath<T> | null,
  config: Omit<Config<Data>, 'fetcher'> & { fetcher: (path: ApiPath<T>) => Promise<Data> },
): ApiState<Data>;
/**
 * Reads one API path through SWR (the shared fetcher and config). The path comes from
 * `apiPath`, so the data has the type the route answers. `null` skips the request (e.g. until
 * the user signs in). Pages render `isLoading`, `error` (with `retry`) and `data` states from
 * it. While mounted, its entry stays in the cache however old it gets.
 */
export function useApi<T>(path: ApiPath<T> | null, config?: Config<T>): ApiState<T>;
export function useApi(path: ApiPath<unknown> | null, config?: Config<unknown>) {
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (path !== null && isRetaining(cache)) return cache.retain(path);
  }, [cache, path]);
  const { data, error, isLoading, isValidating, mutate } = useSWR<unknown, ApiRequestError>(
    path,
    config,
  );
  return { data, error, isLoading, isValidating, retry: () => void mutate(), mutate };
}

/** What `useApi` answers: SWR's state of the read, and `retry` for the error state's button. */
export interface ApiState<Data> {
  data: Data | undefined;
  error: ApiRequestError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  retry: () => void;
  mutate: KeyedMutator<Data>;
}
