import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_TIME_ZONE, dayInZone } from '../../../shared/dates/eventTime';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

const DAY_MS = 86_400_000;
/** Days since the epoch of a `YYYY-MM-DD`, so two calendar days can be subtracted. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Activity this recent reads as "kemarin" / "3 hari yang lalu"; older, as its date. */
const RELATIVE_DAYS = 7;

/**
 * Dates and hours as the team pages write them, in the reader's language. Due dates and
 * activity are days of the company's zone (Asia/Jakarta: a due date is the end of a day there),
 * so they are read there, wherever the supervisor is.
 */
export function useTeamFormats() {
  const { t } = useTranslation();
  const locale = INTL_LOCALES[useLang()];
  const timeZone = DEFAULT_EVENT_TIME_ZONE;
  const long = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return {
    /** "12 Desember 2026". */
    day: (iso: string) => long.format(new Date(iso)),
    /** "12 Des 2026", where a row holds several dates. */
    shortDay: (iso: string) => short.format(new Date(iso)),
    /** "hari ini", "kemarin", "3 hari yang lalu", then the date; never a time of day. */
    activity: (iso: string | null) => {
      if (iso === null) return t('team.noActivity');
      const days = dayNumber(dayInZone(iso)) - dayNumber(dayInZone(Date.now()));
      return days <= 0 && days > -RELATIVE_DAYS
        ? relative.format(days, 'day')
        : short.format(new Date(iso));
    },
    /** This calendar year in the company's zone, the one training hours count in. */
    year: () => Number(dayInZone(Date.now()).slice(0, 4)),
    /** "12,5" / "12.5": hours to one decimal, as the API rounds them. */
    hours: (hours: number) => number.format(hours),
  };
}
