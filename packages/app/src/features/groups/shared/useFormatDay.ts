import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/**
 * "2 Desember 2026" / "2 December 2026" in the reader's language, a day without its time.
 * A group's dates are days of the company's zone (Asia/Jakarta: a due date is the end of a
 * day there), so the day is read there, wherever the reader is.
 */
export function useFormatDay() {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEFAULT_EVENT_TIME_ZONE,
  });
  return (iso: string) => format.format(new Date(iso));
}
