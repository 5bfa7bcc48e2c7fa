/**
 * Calendar-day arithmetic for the heat map. Days are `YYYY-MM-DD` strings handled as UTC
 * midnights, so adding a day never trips over a time zone's clock change.
 */
const DAY_MS = 86_400_000;

/** The calendar day (`YYYY-MM-DD`) a moment falls on in a time zone. */
export function dayIn(moment: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(moment);
}

export function dayToUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, count: number): string {
  return new Date(dayToUtc(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday in Indonesia and in the UK. */
export function mondayIndex(day: string): number {
  return (dayToUtc(day).getUTCDay() + 6) % 7;
}

/**
 * The weeks (columns, Monday first) ending with the week of `today`: `weeks` arrays of 7
 * days; days after today are `null`.
 */
export function calendarWeeks(today: string, weeks: number): (string | null)[][] {
  const firstMonday = addDays(today, -mondayIndex(today) - (weeks - 1) * 7);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(firstMonday, week * 7 + weekday);
      return day > today ? null : day;
    }),
  );
}

/** Level 0 for no activity, then 1-4 by quarters of the busiest day. */
export function levelOf(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}
