// Where translations live and where the reader's choice is kept: shared by i18n.ts and the
// build (vite.config.ts), which starts the download before the app's code arrives.

/** Where the learner's language choice is kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Where a namespace's translations are served (`{{lng}}`, `{{ns}}` filled in). */
export const LOCALE_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** The one namespace the app uses. */
export const LOCALE_NAMESPACE = 'common';
