/** How much of the month a class's date range spells out: "3–14 Mar 2026" or "3–14 Maret 2026". */
export type ClassDatesLength = 'short' | 'long';

/**
 * A calendar date of the API (`YYYY-MM-DD`) as midnight UTC, formatted in UTC too: a class
 * runs on calendar days (Jakarta's), so no time zone may move it to the day before.
 */
const calendarDay = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

/** "3–14 Mar 2026" / "Mar 3 – 14, 2026"; one day shows once. */
export function formatClassDates(
  locale: string,
  startsOn: string,
  endsOn: string,
  length: ClassDatesLength = 'short',
): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: length === 'long' ? 'long' : 'medium',
    timeZone: 'UTC',
  });
  const from = calendarDay(startsOn);
  const to = calendarDay(endsOn);
  return to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from);
}
