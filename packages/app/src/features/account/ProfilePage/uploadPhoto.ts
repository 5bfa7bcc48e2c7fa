import type { ApiErrorBody, Profile } from '@ajar/api/contract';
import { requestPath } from '../../../api';
import { i18next } from '../../../i18n';
import { sessionStore } from '../../../session';
import { renewSession } from '../../../session/renewLater';
import { isDueForRenewal } from '../../../session/token';
import { ApiRequestError, NetworkError } from '../../../shared/data/fetcher';

/**
 * Sends the file itself as the body, through XMLHttpRequest rather than fetch: only it tells
 * how much of the upload has gone, so the page can show progress on a slow connection.
 */
export async function uploadPhoto(
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<Profile> {
  const session = sessionStore.get();
  const token = session && isDueForRenewal(session) ? await renewSession(session) : session?.token;
  return new Promise<Profile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', requestPath('put', '/me/photo'));
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', i18next.resolvedLanguage ?? 'id');
    // The server reads the type from the bytes; this only describes them.
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(xhr.statusText));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response as Profile);
        return;
      }
      const body = xhr.response as ApiErrorBody | null;
      if (xhr.status === 401 && session) sessionStore.end();
      reject(
        new ApiRequestError(
          xhr.status,
          body?.error.code ?? 'http_error',
          body?.error.message ?? i18next.t('profile.photo.failed'),
          body?.error.field,
        ),
      );
    };
    xhr.send(file);
  });
}
