import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/**
 * Numbers and days of the points in the reader's language: "1.250" / "1,250", a change with its
 * sign ("+5", "-15", "0"), and a day of the company's calendar ("23 November 2026"), where the
 * boards' weeks and months begin.
 */
export function usePointFormats() {
  const locale = INTL_LOCALES[useLang()];
  const number = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEFAULT_EVENT_TIME_ZONE,
  });
  return {
    number: (value: number) => number.format(value),
    signed: (value: number) => signed.format(value),
    day: (iso: string) => day.format(new Date(iso)),
  };
}
