import type { Language } from '@ajar/api/contract/languages';
import type { EventStatus } from '@ajar/ui';

/**
 * The one rule for showing when an event happens, on every page: in the event's own time
 * zone with its short name (WIB/WITA/WIT), and the viewer's local time beside it when their
 * clock differs, e.g. "10.00–12.00 WIB (11.00–13.00 waktu Anda)".
 */

/** The company default, for events (and course meetings) that name no zone. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Jakarta';

const LOCALES = { id: 'id-ID', en: 'en-GB' } as const satisfies Record<Language, string>;

/** Indonesia's three zones have names every learner knows; others get the browser's. */
const ZONE_KEYS: Record<string, string> = {
  'Asia/Jakarta': 'eventTime.zones.wib',
  'Asia/Makassar': 'eventTime.zones.wita',
  'Asia/Jayapura': 'eventTime.zones.wit',
};

export type Translate = (key: string, values?: Record<string, string>) => string;

/** How much of the date to show: a detail page, a card, or a day's agenda (times only). */
export type EventTimeStyle = 'long' | 'short' | 'time';

export interface TimedEvent {
  startsAt: string;
  endsAt?: string;
  timeZone?: string | null;
}

/** The zone the browser runs in. */
export const viewerTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

const LONG = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const SHORT = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

const format = (lang: Language, options: Intl.DateTimeFormatOptions, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone });

/** "GMT+07:00": two zones show the same clock at an instant when these agree. */
const offsetAt = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;

const dayIn = (lang: Language, instant: Date, timeZone: string) =>
  format(lang, SHORT, timeZone).format(instant);

/** The start (and end) in one zone, with as much date as `style` asks for. */
function range(
  t: Translate,
  lang: Language,
  start: Date,
  end: Date | undefined,
  timeZone: string,
  style: EventTimeStyle,
): string {
  const sameDay = !end || dayIn(lang, start, timeZone) === dayIn(lang, end, timeZone);
  const times = (f: Intl.DateTimeFormat) => (end ? f.formatRange(start, end) : f.format(start));
  if (!sameDay)
    return times(format(lang, { ...(style === 'long' ? LONG : SHORT), ...TIME }, timeZone));
  const clock = times(format(lang, TIME, timeZone));
  // Intl writes "Senin, 23 November 2026 09.00–11.00": Indonesian wants "…, pukul 09.00–11.00".
  if (style === 'long')
    return t('eventTime.dayAt', { day: format(lang, LONG, timeZone).format(start), time: clock });
  return style === 'short' ? `${dayIn(lang, start, timeZone)} · ${clock}` : clock;
}

/** "WIB", or the browser's short name for any other zone ("GMT+8", "UTC"). */
export function zoneLabel(t: Translate, lang: Language, timeZone: string, at = new Date()) {
  const key = ZONE_KEYS[timeZone];
  if (key) return t(key);
  return (
    format(lang, { timeZoneName: 'short' }, timeZone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * When an event happens, as every page shows it: "Senin, 23 November 2026, pukul 10.00–12.00 WIB"
 * (long), "Sen, 23 Nov 2026 · 10.00–12.00 WIB" (short) or "10.00–12.00 WIB" (time), and
 * "(11.00–13.00 waktu Anda)" after it when the viewer's clock differs; their date joins their
 * time when it falls on another day.
 */
export function formatEventTime(
  t: Translate,
  lang: Language,
  event: TimedEvent,
  style: EventTimeStyle,
  viewerZone: string = viewerTimeZone(),
): string {
  const timeZone = event.timeZone || DEFAULT_EVENT_TIME_ZONE;
  const start = new Date(event.startsAt);
  const end = event.endsAt ? new Date(event.endsAt) : undefined;
  const time = range(t, lang, start, end, timeZone, style);
  const zone = zoneLabel(t, lang, timeZone, start);
  if (offsetAt(start, timeZone) === offsetAt(start, viewerZone))
    return t('eventTime.zoned', { time, zone });
  const otherDay = dayIn(lang, start, timeZone) !== dayIn(lang, start, viewerZone);
  const local = range(t, lang, start, end, viewerZone, otherDay ? 'short' : 'time');
  return t('eventTime.withLocal', { time, zone, local });
}

/** Where an event is in time: as the API lists them, started-but-not-ended is still open. */
export function eventStatus(
  event: { startsAt: string; endsAt: string },
  now: number = Date.now(),
): EventStatus {
  if (Date.parse(event.endsAt) < now) return 'past';
  return Date.parse(event.startsAt) <= now ? 'ongoing' : 'upcoming';
}

/** The calendar day of an instant in a zone (the company's by default), `YYYY-MM-DD`. */
export function dayInZone(
  instant: Date | string | number,
  timeZone: string = DEFAULT_EVENT_TIME_ZONE,
): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(new Date(instant));
}
