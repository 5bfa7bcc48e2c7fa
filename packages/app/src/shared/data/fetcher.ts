import type { ApiErrorBody } from '@ajar/api/contract';
import { i18next } from '../../i18n';
import { sessionStore } from '../../session';
import { takePrefetched } from './prefetch';

/** A failed API call: the status and the API's own code, message and field. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The network failed before the API answered (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network', { cause });
    this.name = 'NetworkError';
  }
}

export interface ApiFetchInit extends RequestInit {
  /**
   * Send no token: a public check answers the same for anyone, so it does not tell the API who
   * is looking, and a refused token cannot end the reader's session from there.
   */
  anonymous?: boolean;
  /**
   * Send this token instead of the member session's, e.g. the partner's own. A refusal then
   * leaves the member session alone.
   */
  token?: string;
}

/**
 * Every call to the API goes through here: the bearer token, the interface language (the
 * API answers its messages in it), JSON both ways, and typed errors. A 401 ends the session,
 * which sends member pages to sign-in.
 */
export async function apiFetch<T>(
  path: string,
  { anonymous = false, token, ...init }: ApiFetchInit = {},
): Promise<T> {
  const session = anonymous || token ? null : sessionStore.get();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', i18next.resolvedLanguage ?? i18next.language ?? 'id');
  const bearer = anonymous ? undefined : (token ?? session?.token);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(
      path,
      anonymous ? { ...init, headers, credentials: 'omit' } : { ...init, headers },
    );
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return (await response.json()) as T;

  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && session) sessionStore.end();
  // A proxy or a crashed server answers without the API's message; the reader still learns it
  // was the server, in their language, not an English "Bad Gateway".
  const fallback = response.status >= 500 ? i18next.t('loadError.server') : response.statusText;
  throw new ApiRequestError(
    response.status,
    body?.error.code ?? 'http_error',
    body?.error.message ?? fallback,
    body?.error.field,
  );
}

/** SWR's fetcher: the key is the API path; a request the route already started is reused. */
export const fetcher = <T>(path: string) => takePrefetched<T>(path) ?? apiFetch<T>(path);
