import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/** A `YYYY-MM-DD` as the instant its day starts in Jakarta, where the company's days run. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/**
 * Dates, hours and Rupiah as the training request pages write them, in the reader's language.
 * Days are read in the company's zone (Asia/Jakarta), wherever the reader is, as the API
 * stores them.
 */
export function useTrainingFormats() {
  const locale = INTL_LOCALES[useLang()];
  const timeZone = DEFAULT_EVENT_TIME_ZONE;
  const long = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const withTime = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const rupiah = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return {
    /** "12 Desember 2026", from an instant. */
    day: (iso: string) => long.format(new Date(iso)),
    /** "12 Desember 2026 14.05 WIB": when a step of the history happened. */
    moment: (iso: string) => withTime.format(new Date(iso)),
    /** "1–5 Februari 2027" for two `YYYY-MM-DD` days; one date when they are the same. */
    days: (from: string, to: string) =>
      from === to ? long.format(dayStart(from)) : long.formatRange(dayStart(from), dayStart(to)),
    /** "Rp 4.500.000" / "IDR 4,500,000". */
    rupiah: (amount: number) => rupiah.format(amount),
    /** "12,5" / "12.5". */
    hours: (hours: number) => number.format(hours),
  };
}
