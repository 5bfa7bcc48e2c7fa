import type { ApiErrorBody } from '@ajar/api/contract';
import { i18next } from '../../i18n';
import { sessionStore } from '../../session';
import { renewSession } from '../../session/renewLater';
import { isDueForRenewal } from '../../session/token';
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
  /** Read the answer as a Blob (an image) rather than JSON. */
  asBlob?: boolean;
}

/**
 * Every call to the API goes through here: the bearer token, the interface language (the
 * API answers its messages in it), JSON both ways, and typed errors. A 401 ends the session,
 * which sends member pages to sign-in.
 */
export async function apiFetch<T>(
  path: string,
  { anonymous = false, token, asBlob = false, ...init }: ApiFetchInit = {},
): Promise<T> {
  const session = anonymous || token ? null : sessionStore.get();
  // A token about to run out is renewed first, so no request of an active learner is refused.
  let sessionToken =
    session && isDueForRenewal(session) ? await renewSession(session) : session?.token;
  const headers = new Headers(init.headers);
  if (!asBlob) headers.set('accept', 'application/json');
  headers.set('accept-language', i18next.resolvedLanguage ?? i18next.language ?? 'id');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');

  const send = async () => {
    const bearer = anonymous ? undefined : (token ?? sessionToken);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    try {
      return await fetch(
        path,
        anonymous ? { ...init, headers, credentials: 'omit' } : { ...init, headers },
      );
    } catch (error) {
      throw new NetworkError(error);
    }
  };
  const read = (answer: Response) =>
    asBlob ? (answer.blob() as Promise<T>) : readAnswer<T>(answer);
  let response = await send();
  if (response.ok) return read(response);

  let body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  // Expired meanwhile (a sleeping laptop): renewed once and sent again, with what was typed.
  if (response.status === 401 && session && body?.error.code === 'token_expired') {
    const current = sessionStore.get();
    sessionToken = current ? await renewSession(current) : undefined;
    if (sessionToken && sessionToken !== session.token) {
      response = await send();
      if (response.ok) return read(response);
      body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    }
  }
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

/** A 204 (sign-out, a password change) has no body to read. */
const readAnswer = async <T>(response: Response): Promise<T> =>
  (response.status === 204 ? undefined : await response.json()) as T;

/** SWR's fetcher: the key is the API path; a request the route already started is reused. */
export const fetcher = <T>(path: string) => takePrefetched<T>(path) ?? apiFetch<T>(path);
