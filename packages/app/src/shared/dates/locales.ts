import type { Language } from '@ajar/tokens';

/**
 * The Intl locale for each app language, one for every date, time and number the app writes:
 * British English keeps the day before the month, as Indonesian does.
 */
export const INTL_LOCALES = { id: 'id-ID', en: 'en-GB' } as const satisfies Record<
  Language,
  string
>;
