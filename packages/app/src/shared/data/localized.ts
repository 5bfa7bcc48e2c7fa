import { useTranslation } from 'react-i18next';
import type { Language } from '@ajar/api/contract/languages';
import type { LocalizedText } from '@ajar/api/contract';

/** The interface language as the API's LocalizedText keys it. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'id';
}

/** Picks the text in the interface language: `pick(course.title)`. */
export function useLocalized() {
  const lang = useLang();
  return (text: LocalizedText) => text[lang] || text.id;
}
