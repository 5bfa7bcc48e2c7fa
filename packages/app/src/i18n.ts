import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ajar/api/contract/languages';

import { LANGUAGE_STORAGE_KEY, LOCALE_NAMESPACE } from './i18nFiles';
import { localeBackend } from './localeBackend';

export { LANGUAGE_STORAGE_KEY };

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '')
      ? (value as Language)
      : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage disabled: the choice lasts for this visit */
  }
  await i18next.changeLanguage(language);
}

// No document on the server or in node tests, which import this module through the fetcher.
i18next.on('languageChanged', (language) => {
  if (globalThis.document) document.documentElement.lang = language;
});

/** Translations live in /locales/{lng}/common.json, served by the API (or Vite in dev). */
export const i18nReady = i18next
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [LOCALE_NAMESPACE],
    defaultNS: LOCALE_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export { i18next };
