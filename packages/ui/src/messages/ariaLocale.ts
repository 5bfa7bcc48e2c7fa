import type { UiLocale } from './messages';

/**
 * The locale React Aria works in for the kit's language: Indonesian as in Indonesia, English
 * as the app writes it everywhere else (en-GB: day before month, 24-hour clock), so dates
 * read dd/mm/yyyy in both and React Aria's own words follow the kit's language.
 */
export function ariaLocaleTag(locale: UiLocale): string {
  return locale === 'en' ? 'en-GB' : 'id-ID';
}
