// A file sent as the whole request body, typed like the client: fetch cannot tell how much of
// a body has gone, XMLHttpRequest can, so a slow upload shows its progress.
import type { ApiErrorBody } from '@ajar/api/contract';
import { i18next } from '../i18n';
import { sessionStore } from '../session';
import { renewSession } from '../session/renewLater';
import { isDueForRenewal } from '../session/token';
import { ApiRequestError, NetworkError } from '../shared/data/fetcher';
import { build, type RawParams } from './paths';
import type { Answer, OptionalWhenEmpty, Operation, Params, Route } from './types';

type UploadMethod = 'post' | 'put';

interface UploadOptions {
  /** Called with whole percents as the body goes out. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload (the page was left); the promise then rejects with a NetworkError. */
  signal?: AbortSignal;
}

/**
 * Sends `file` as the body of `method route` with the session's token and the interface
 * language, answering the operation's JSON; a refusal is an ApiRequestError with the API's
 * code, message and field, as `apiRequest` throws it. A 401 ends the session.
 */
export async function uploadFile<M extends UploadMethod, R extends Route<M>>(
  method: M,
  route: R,
  file: Blob,
  { onProgress, signal }: UploadOptions,
  ...[params]: OptionalWhenEmpty<Params<Operation<M, R>>>
): Promise<Answer<Operation<M, R>>> {
  const session = sessionStore.get();
  const token = session && isDueForRenewal(session) ? await renewSession(session) : session?.token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), build(route, params as RawParams));
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18next.resolvedLanguage ?? 'id');
    // The server reads the type from the bytes; this only describes them.
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(xhr.statusText));
    xhr.onabort = () => reject(new NetworkError('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response as Answer<Operation<M, R>>);
        return;
      }
      const body = xhr.response as ApiErrorBody | null;
      if (xhr.status === 401 && session) sessionStore.end();
      const fallback = xhr.status >= 500 ? i18next.t('loadError.server') : xhr.statusText;
      reject(
        new ApiRequestError(
          xhr.status,
          body?.error.code ?? 'http_error',
          body?.error.message ?? fallback,
          body?.error.field,
        ),
      );
    };
    xhr.send(file);
  });
}
