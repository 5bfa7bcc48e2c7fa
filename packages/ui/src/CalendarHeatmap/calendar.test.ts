import { describe, expect, it } from 'vitest';
import { addDays, calendarWeeks, dayIn, levelOf, mondayIndex } from './calendar';

describe('heat map calendar', () => {
  it('starts weeks on Monday', () => {
    expect(mondayIndex('2026-11-23')).toBe(0); // a Monday
    expect(mondayIndex('2026-11-29')).toBe(6); // a Sunday
  });

  it('ends with the week of today, leaving the days after today empty', () => {
    const weeks = calendarWeeks('2026-11-25', 2);
    expect(weeks[0]![0]).toBe('2026-11-16');
    expect(weeks[1]!.slice(0, 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(weeks[1]!.slice(3)).toEqual([null, null, null, null]);
  });

  it('crosses months and years by calendar day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('takes today in the given time zone', () => {
    const lateUtc = new Date('2026-11-22T20:00:00Z');
    expect(dayIn(lateUtc, 'Asia/Jakarta')).toBe('2026-11-23');
    expect(dayIn(lateUtc, 'Europe/London')).toBe('2026-11-22');
  });

  it('puts counts in four levels by quarters of the busiest day', () => {
    expect([0, 1, 2, 3, 4, 5, 8].map((count) => levelOf(count, 8))).toEqual([0, 1, 1, 2, 2, 3, 4]);
    expect(levelOf(3, 0)).toBe(0);
  });
});
