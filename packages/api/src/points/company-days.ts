/**
 * The company's calendar: the one place that says which day, week and month a moment falls
 * in, in the company's time zone (Asia/Jakarta unless set), never the browser's. Indonesia
 * has no daylight saving, but zones are IANA names, so a company abroad works too.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `YYYY-MM-DD` of `at` in the zone. */
export function dayKey(at: Date, timeZone: string): string {
  return formatIn(timeZone).format(at);
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday that starts the day's week, as a day key. */
export function weekKey(day: string): string {
  const date = utcDay(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - sinceMonday * 86_400_000));
}

/** `YYYY-MM` of the day. */
export const monthKey = (day: string) => day.slice(0, 7);

export function addDays(day: string, days: number): string {
  return isoDay(new Date(utcDay(day).getTime() + days * 86_400_000));
}

/** The zone's offset from UTC at `at`, in minutes (Jakarta: 420). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The moment the day begins in the zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const guess = utcDay(day);
  const first = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  // A zone whose offset changes that day: the second guess lands on its own offset.
  return new Date(guess.getTime() - offsetMinutes(first, timeZone) * 60_000);
}
