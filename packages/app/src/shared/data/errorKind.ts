import { ApiRequestError, NetworkError } from './fetcher';

/**
 * Why a load failed, in the terms a reader acts on: their connection (check it), their access
 * (retrying will not help), a missing thing, or the server (try again later).
 */
export type ErrorKind = 'network' | 'signedOut' | 'forbidden' | 'notFound' | 'server';

export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'signedOut';
    if (error.status === 403) return 'forbidden';
    if (error.status === 404) return 'notFound';
    if (error.status >= 500) return 'server';
    // Another refusal (400, 409, 429): the API's own message says what is wrong; retrying
    // later is the honest advice.
    return 'server';
  }
  if (error instanceof NetworkError) return 'network';
  // A fetch that never reached the API in a form we know: most likely the connection.
  return 'network';
}

/** Retrying helps with a dropped connection or a server hiccup, not with a refusal. */
export const isRetryable = (kind: ErrorKind) => kind === 'network' || kind === 'server';
