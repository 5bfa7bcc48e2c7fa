import type { Event } from '@ajar/api/contract';
import type { AgendaDay } from '@ajar/ui';
import { dayInZone } from '../../../shared/dates/eventTime';
import { apiPath } from '../../../api';

/** Jakarta is UTC+7 all year (no daylight saving), so month bounds can name the offset. */
const JAKARTA_OFFSET = '+07:00';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A valid `YYYY-MM` from the address, else the current month in Jakarta. */
export function monthOrCurrent(value: string | null, now: number = Date.now()): string {
  return value && MONTH.test(value) ? value : dayInZone(now).slice(0, 7);
}

/** The month `delta` months from `month`, `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** `YYYY-MM-DD` of the month's last day. */
export function lastDayOf(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
}

/**
 * The schedule request for a month: from its first to its last day, both named in Jakarta
 * time (a bare date would mean UTC days and miss the small hours of the first).
 */
export function schedulePath(month: string) {
  return apiPath('/schedule', {
    query: {
      from: `${month}-01T00:00:00${JAKARTA_OFFSET}`,
      to: `${shiftMonth(month, 1)}-01T00:00:00${JAKARTA_OFFSET}`,
    },
  });
}

/**
 * Events grouped by their day within the month, in time order. The day is read in the event's
 * own zone, the one its time text is written in, so 01.00 WIT on the 5th sits under the 5th.
 * An event that began in the month before is listed on the month's first day.
 */
export function groupByDay(
  events: readonly Event[],
  month: string,
  now: number = Date.now(),
  words: { title?: (event: Event) => string; time?: (event: Event) => string } = {},
): AgendaDay[] {
  const { title = (event: Event) => event.title.id, time } = words;
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const today = dayInZone(now);
  const days = new Map<string, AgendaDay>();
  const sorted = [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const event of sorted) {
    const start = dayInZone(event.startsAt, event.timeZone);
    const date = start < first ? first : start;
    if (date > last) continue;
    let day = days.get(date);
    if (!day) {
      day = { date, isToday: date === today, events: [] };
      days.set(date, day);
    }
    day.events.push({
      id: event.id,
      title: title(event),
      href: `/events/${event.id}`,
      startAt: event.startsAt,
      endAt: event.endsAt,
      timeText: time?.(event),
      mode: event.mode,
      location: event.location ?? undefined,
    });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
