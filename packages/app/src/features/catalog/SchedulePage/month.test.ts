import { describe, expect, it } from 'vitest';
import type { Event } from '@ajar/api/contract';
import { groupByDay, lastDayOf, monthOrCurrent, schedulePath, shiftMonth } from './month';

const event = (id: number, startsAt: string, endsAt: string, timeZone = 'Asia/Jakarta'): Event => ({
  id,
  title: { id: `Acara ${id}`, en: `Event ${id}` },
  description: { id: '', en: '' },
  mode: 'offline',
  location: 'Jakarta',
  url: null,
  coverUrl: null,
  startsAt,
  endsAt,
  timeZone,
});

describe('schedule months', () => {
  it('reads the month from the address, else today’s month in Jakarta', () => {
    expect(monthOrCurrent('2026-02')).toBe('2026-02');
    // 31 Jan 20:00 UTC is already 1 Feb in Jakarta.
    const now = Date.parse('2026-01-31T20:00:00Z');
    expect(monthOrCurrent(null, now)).toBe('2026-02');
    expect(monthOrCurrent('2026-13', now)).toBe('2026-02');
    expect(monthOrCurrent('kemarin', now)).toBe('2026-02');
  });

  it('moves across years and knows each month’s length', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-04')).toBe('2026-04-30');
  });

  it('asks for the whole month in Jakarta time', () => {
    const url = new URL(schedulePath('2026-12'), 'http://x');
    expect(url.searchParams.get('from')).toBe('2026-12-01T00:00:00+07:00');
    expect(url.searchParams.get('to')).toBe('2027-01-01T00:00:00+07:00');
  });

  it('groups by Jakarta day, in order, marking today', () => {
    const days = groupByDay(
      [
        event(2, '2026-05-04T06:00:00Z', '2026-05-04T08:00:00Z'),
        // 23:30 UTC on 3 May is 06:30 on 4 May in Jakarta.
        event(1, '2026-05-03T23:30:00Z', '2026-05-04T01:00:00Z'),
        event(3, '2026-04-29T02:00:00Z', '2026-05-02T09:00:00Z'),
        event(4, '2026-05-31T18:00:00Z', '2026-05-31T20:00:00Z'),
      ],
      '2026-05',
      Date.parse('2026-05-04T03:00:00Z'),
    );
    expect(days.map((d) => [d.date, d.isToday, d.events.map((e) => e.id)])).toEqual([
      ['2026-05-01', false, [3]],
      ['2026-05-04', true, [1, 2]],
    ]);
    expect(days[1]?.events[0]).toMatchObject({ title: 'Acara 1', href: '/events/1' });
  });

  it('lists each event under its day in its own zone', () => {
    const days = groupByDay(
      [
        // 01.00 WIT on 5 May is still 23.00 on 4 May in Jakarta.
        event(1, '2026-05-04T16:00:00Z', '2026-05-04T18:00:00Z', 'Asia/Jayapura'),
        // 23.30 on 4 May in Jakarta stays on the 4th.
        event(2, '2026-05-04T16:30:00Z', '2026-05-04T18:00:00Z'),
      ],
      '2026-05',
      Date.parse('2026-05-01T03:00:00Z'),
    );
    expect(days.map((d) => [d.date, d.events.map((e) => e.id)])).toEqual([
      ['2026-05-04', [2]],
      ['2026-05-05', [1]],
    ]);
  });
});
