import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/**
 * Days and lists in the reader's language: "21 Mei 2027" on the company's calendar, "4, 17 dan
 * 23" / "4, 17 and 23", "SAE atau SAC" / "SAE or SAC".
 */
export function usePsychotestFormats() {
  const locale = INTL_LOCALES[useLang()];
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEFAULT_EVENT_TIME_ZONE,
  });
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    and: (items: readonly (string | number)[]) => and.format(items.map(String)),
    or: (items: readonly string[]) => or.format(items),
  };
}
