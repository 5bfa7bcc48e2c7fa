import type { UiMessages } from '../../messages';
import { formatMessage } from '../text';

/** A date as the API sends it (ISO string), a timestamp or a `Date`. */
export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/** A calendar date in the locale's long form: "24 November 2026" / "November 24, 2026". */
export function formatDate(locale: string, input: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(toDate(input));
}

/**
 * An event's schedule: "Sen, 23 Nov 2026 · 09.00–11.00" on one day, otherwise the full
 * range with both dates.
 */
export function formatSchedule(
  locale: string,
  start: DateInput,
  end: DateInput | undefined,
  timeZone?: string,
): string {
  const from = toDate(start);
  const day = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const time = { hour: '2-digit', minute: '2-digit' } as const;
  const dayOf = new Intl.DateTimeFormat(locale, { ...day, timeZone });
  const timeOf = new Intl.DateTimeFormat(locale, { ...time, timeZone });
  if (!end) return `${dayOf.format(from)} · ${timeOf.format(from)}`;
  const to = toDate(end);
  if (dayOf.format(from) === dayOf.format(to)) {
    return `${dayOf.format(from)} · ${timeOf.formatRange(from, to)}`;
  }
  return new Intl.DateTimeFormat(locale, { ...day, ...time, timeZone }).formatRange(from, to);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "3 jam yang lalu" / "3 hours ago" within a week of `now`, otherwise the date itself.
 * `now` is a prop of the components so stories and screenshots stay stable.
 */
export function formatRelativeTime(
  locale: string,
  input: DateInput,
  now: DateInput,
  timeZone?: string,
): string {
  let value = (toDate(input).getTime() - toDate(now).getTime()) / 1000;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(toDate(input));
}

/** A full, unambiguous date and time, for a `title` next to a relative time. */
export function formatDateTime(locale: string, input: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(toDate(input));
}

/**
 * "2 jam 30 menit" / "2 h 30 min" from minutes: the one way a course or content duration is
 * written, on cards, outlines and the course page alike (apps use `useCourseDuration`).
 * The numbers follow the locale; the units are ours, as `Intl.DurationFormat` is not in
 * every browser the product supports.
 */
export function formatDuration(messages: UiMessages, minutes: number, locale = 'id'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (hours > 0)
    parts.push(formatMessage(messages.courseDurationHours, { hours: number.format(hours) }));
  if (rest > 0 || hours === 0)
    parts.push(formatMessage(messages.courseDurationMinutes, { minutes: number.format(rest) }));
  return parts.join(' ');
}
