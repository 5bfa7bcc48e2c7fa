import type { Event } from '@ajar/api/contract';
import type { Language } from '@ajar/tokens';
import type { EventStatus } from '@ajar/ui';

/** Ajar's events are scheduled in Jakarta time, shown with its short name (WIB). */
export const EVENT_TIME_ZONE = 'Asia/Jakarta';

const LOCALES = { id: 'id-ID', en: 'en-GB' } as const satisfies Record<Language, string>;

/** Where an event is in time: as the API lists them, started-but-not-ended is still open. */
export function eventStatus(
  event: Pick<Event, 'startsAt' | 'endsAt'>,
  now: number = Date.now(),
): EventStatus {
  if (Date.parse(event.endsAt) < now) return 'past';
  return Date.parse(event.startsAt) <= now ? 'ongoing' : 'upcoming';
}

/**
 * "Senin, 23 November 2026 09.00–11.00" / "Monday, 23 November 2026, 09:00–11:00" in Jakarta
 * time; an event over several days names both days.
 */
export function formatEventRange(lang: Language, startsAt: string, endsAt: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: EVENT_TIME_ZONE,
  }).formatRange(new Date(startsAt), new Date(endsAt));
}

/** The Jakarta calendar day of an instant, `YYYY-MM-DD`. */
export function jakartaDay(instant: Date | string | number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: EVENT_TIME_ZONE,
  }).format(new Date(instant));
}
