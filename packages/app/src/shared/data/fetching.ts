/** How the app fetches: SWR settings mirroring the spec's query cache (docs/product/behaviour.md). */
export const DATA_FETCHING = {
  staleTimeMs: 100_000,
  cacheTimeMs: 5 * 60_000,
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  /** A request a route started ahead of its page is used only while this fresh. */
  prefetchFreshMs: 10_000,
} as const;

/** Delay before retry `attempt` (1-based): 1 s doubling, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = DATA_FETCHING;
  return Math.min(retryBaseDelayMs * 2 ** Math.max(0, attempt - 1), retryMaxDelayMs);
}

/** Pause in typing after which a search box asks for results (also sent at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 300;
