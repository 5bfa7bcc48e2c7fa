import type { ApiErrorBody } from '@ajar/api/contract';
import { ApiRequestError, NetworkError } from '../../data/fetcher';
import { i18next } from '../../i18n';

/**
 * A GET of a public API path, the same as apiFetch (language, JSON, typed errors) but never
 * with the session's token: a public check answers the same for anyone, so it does not tell
 * the API who is looking, and a refused token cannot end the reader's session from here.
 */
export async function publicFetch<T>(path: string): Promise<T> {
  const headers = {
    accept: 'application/json',
    'accept-language': i18next.resolvedLanguage ?? i18next.language ?? 'id',
  };
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'omit' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  throw new ApiRequestError(
    response.status,
    body?.error.code ?? 'http_error',
    body?.error.message ?? response.statusText,
    body?.error.field,
  );
}
