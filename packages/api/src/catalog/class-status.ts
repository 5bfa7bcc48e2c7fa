import type { ClassStatus, ClassSummary } from '../contract/classes';

const JAKARTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Jakarta at `now`, as 'YYYY-MM-DD': class dates are Jakarta days. */
export function jakartaToday(now: Date = new Date()): string {
  const part = (type: string) => JAKARTA_DAY.formatToParts(now).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Both dates are inclusive: a class is still running on its last day. */
export function classStatus(startsOn: string, endsOn: string, today: string): ClassStatus {
  // ISO dates compare correctly as text.
  if (endsOn < today) return 'finished';
  if (startsOn > today) return 'upcoming';
  return 'ongoing';
}

const RANK: Record<ClassStatus, number> = { ongoing: 0, upcoming: 1, finished: 2 };

/** Running classes first, then upcoming by start, then finished ones, newest first. */
export function byClassOrder(a: ClassSummary, b: ClassSummary): number {
  if (a.status !== b.status) return RANK[a.status] - RANK[b.status];
  const sign = a.status === 'finished' ? -1 : 1;
  if (a.startsOn !== b.startsOn) return a.startsOn < b.startsOn ? -sign : sign;
  return (a.id - b.id) * sign;
}
