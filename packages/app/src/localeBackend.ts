import type { BackendModule, ReadCallback } from 'i18next';
import { LOCALE_LOAD_PATH } from './i18nFiles';

/** A server error or no answer is worth another try (i18next retries); a 404 is not. */
const worthRetrying = (status: number | null) => status === null || status >= 500;

/**
 * Loads `/locales/{lng}/{ns}.json` with one `fetch`: all i18next-http-backend did for us,
 * without its 2.8 KiB gzip on the first screen. The request is the one index.html's preload
 * started (same URL, same credentials mode), so the file is read from the preload cache.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = LOCALE_LOAD_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(`${url} answered ${response.status}`, worthRetrying(response.status));
          return;
        }
        try {
          callback(null, await response.json());
        } catch {
          callback(`${url} is not valid JSON`, false);
        }
      },
      () => callback(`${url} could not be fetched`, worthRetrying(null)),
    );
  },
};
