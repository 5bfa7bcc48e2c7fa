import { describe, expect, it } from 'vitest';
import { EVENTS, eventRow, jakartaWorkdayAt } from './events';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// A Wednesday, 10:00 in Jakarta.
const NOW = new Date('2025-03-12T03:00:00Z');
const jakartaDay = (d: Date) => new Date(d.getTime() + 7 * HOUR_MS).getUTCDay();

describe('jakartaWorkdayAt', () => {
  it('answers a whole Jakarta hour on the given day', () => {
    expect(jakartaWorkdayAt(NOW, 1, 9).toISOString()).toBe('2025-03-13T02:00:00.000Z');
    expect(jakartaWorkdayAt(NOW, -1, 14).toISOString()).toBe('2025-03-11T07:00:00.000Z');
  });

  it('moves weekend days away from now', () => {
    // Wednesday + 3 is Saturday, so Monday; Wednesday - 4 is Saturday, so Friday.
    expect(jakartaWorkdayAt(NOW, 3, 9).toISOString()).toBe('2025-03-17T02:00:00.000Z');
    expect(jakartaWorkdayAt(NOW, -4, 9).toISOString()).toBe('2025-03-07T02:00:00.000Z');
  });
});

describe('event dates', () => {
  // Whatever day or hour the seed runs, weekends are skipped without crossing over `now`.
  it('stay upcoming or past, on weekdays, for any starting moment in a week', () => {
    const events = [...EVENTS.ajar, ...EVENTS.nusantara];
    for (let h = 0; h < 7 * 24; h += 5) {
      const now = new Date(NOW.getTime() + h * HOUR_MS);
      for (const event of events) {
        const row = eventRow(1, event, now);
        const starts = new Date(row.starts_at);
        const ends = new Date(row.ends_at);
        if (event.day > 0) expect(starts > now).toBe(true);
        else expect(ends < now).toBe(true);
        expect(Math.abs(starts.getTime() - now.getTime())).toBeLessThan(60 * DAY_MS);
        expect([0, 6]).not.toContain(jakartaDay(starts));
      }
    }
  });
});
