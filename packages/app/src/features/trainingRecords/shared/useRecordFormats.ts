import { formatFileSize } from '@ajar/ui';
import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/** A `YYYY-MM-DD` as the instant its day starts in Jakarta, where the company's days run. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);

/**
 * Dates, hours, Rupiah and file sizes as the training record pages write them, in the
 * reader's language; days in the company's zone (Asia/Jakarta), as the API stores them.
 */
export function useRecordFormats() {
  const lang = useLang();
  const locale = INTL_LOCALES[lang];
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
    /** "12 Desember 2026 14.05 WIB": when a step of the history happened. */
    moment: (iso: string) => withTime.format(new Date(iso)),
    /** "1–5 Februari 2027" for two `YYYY-MM-DD` days; one date when they are the same. */
    days: (from: string, to: string) =>
      from === to ? long.format(dayStart(from)) : long.formatRange(dayStart(from), dayStart(to)),
    /** "Rp 4.500.000" / "IDR 4,500,000". */
    rupiah: (amount: number) => rupiah.format(amount),
    /** "12,5" / "12.5". */
    number: (value: number) => number.format(value),
    /** "178,1 KB", "1,2 MB": a certificate file's size, as the kit's file field writes it. */
    size: (bytes: number) => formatFileSize(bytes, lang),
  };
}
