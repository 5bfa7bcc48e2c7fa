import type { Language } from '@ajar/api/contract/languages';
import { useLang } from '../data/localized';

/** The Intl locale each reader's language writes dates and numbers in. */
export const INTL_LOCALES = { id: 'id-ID', en: 'en-GB' } as const satisfies Record<
  Language,
  string
>;

/** "12 Mei 2026 14.05" / "12 May 2026, 14:05" in the reader's language and time zone. */
export function useFormatDateTime() {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
}
