import { formatSchedule, toDate, type DateInput } from '../internal/date/format';

// Calendar dates ('YYYY-MM-DD', 'YYYY-MM') name a day, not an instant: read and written in UTC
// so no time zone moves them to the day before.
const calendar = (value: string) => new Date(`${value}T00:00:00Z`);

/** "Mei 2026" / "May 2026". */
export function formatMonth(locale: string, month: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendar(`${month}-01`));
}

/** "Senin, 4 Mei" / "Monday 4 May". */
export function formatDay(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(calendar(date));
}

/**
 * An event's time within its day, "09.00–11.00"; an event over several days shows both
 * dates. The zone's short name (e.g. "WIB") follows when given.
 */
export function formatAgendaTime(
  locale: string,
  start: DateInput,
  end: DateInput | undefined,
  timeZone?: string,
  timeZoneLabel?: string,
): string {
  const from = toDate(start);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone });
  let text: string;
  if (!end) text = time.format(from);
  else if (day.format(from) === day.format(toDate(end))) text = time.formatRange(from, toDate(end));
  else text = formatSchedule(locale, from, end, timeZone);
  return timeZoneLabel ? `${text} ${timeZoneLabel}` : text;
}
