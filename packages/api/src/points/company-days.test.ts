import { describe, expect, it } from 'vitest';
import { addDays, dayKey, monthKey, startOfDay, weekKey } from './company-days';

describe("the company's calendar", () => {
  it('counts the day in the company zone, not in UTC', () => {
    // 23:30 UTC on the 24th is 06:30 on the 25th in Jakarta and 08:30 in Jayapura.
    const at = new Date('2026-11-24T23:30:00Z');
    expect(dayKey(at, 'Asia/Jakarta')).toBe('2026-11-25');
    expect(dayKey(at, 'UTC')).toBe('2026-11-24');
    expect(dayKey(new Date('2026-11-24T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-24');
    expect(dayKey(new Date('2026-11-24T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-25');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(weekKey('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekKey('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekKey('2026-11-30')).toBe('2026-11-30');
    expect(weekKey('2027-01-01')).toBe('2026-12-28');
    expect(monthKey('2026-11-29')).toBe('2026-11');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the moment a day begins in the zone, with daylight saving where a zone has it', () => {
    expect(startOfDay('2026-11-23', 'Asia/Jakarta').toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(startOfDay('2026-11-23', 'Asia/Jayapura').toISOString()).toBe(
      '2026-11-22T15:00:00.000Z',
    );
    expect(startOfDay('2026-07-01', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(startOfDay('2026-12-01', 'Europe/Amsterdam').toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
  });
});
