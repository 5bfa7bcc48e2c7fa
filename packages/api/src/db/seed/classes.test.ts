import { describe, expect, it } from 'vitest';
import { classStatus, jakartaToday } from '../../catalog/class-status';
import { classRow } from './classes';
import { CLASS_PROGRAMS } from './classes-data';

const HOUR_MS = 3_600_000;
// A Wednesday, 10:00 in Jakarta.
const NOW = new Date('2025-03-12T03:00:00Z');
const USERS = new Map([['trainer@ajar.local', 3]]);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('seeded class dates', () => {
  // Whenever the seed runs, each class keeps the status it was written for.
  it('stay finished, running or upcoming, on weekdays, for any moment in a week', () => {
    const classes = [...CLASS_PROGRAMS.ajar, ...CLASS_PROGRAMS.nusantara].flatMap((p) =>
      p.classes.map((c) => ({ ...c, program: p.slug })),
    );
    for (let h = 0; h < 7 * 24; h += 5) {
      const now = new Date(NOW.getTime() + h * HOUR_MS);
      const today = jakartaToday(now);
      for (const seed of classes) {
        const row = classRow(1, 1, seed, USERS, now);
        const startsOn = String(row.starts_on);
        const endsOn = String(row.ends_on);
        const expected = seed.endDay < 0 ? 'finished' : seed.startDay > 0 ? 'upcoming' : 'ongoing';
        expect(classStatus(startsOn, endsOn, today), `${seed.program}/${seed.slug}`).toBe(expected);
        expect(endsOn >= startsOn).toBe(true);
        expect([0, 6]).not.toContain(weekday(startsOn));
        expect([0, 6]).not.toContain(weekday(endsOn));
      }
    }
  });

  it('keep the sales batches finished, running and upcoming, as the app expects', () => {
    const sales = CLASS_PROGRAMS.ajar.find((p) => p.slug === 'sales');
    const today = jakartaToday(NOW);
    const statuses = sales?.classes.map((c) => {
      const row = classRow(1, 1, c, USERS, NOW);
      return [c.slug, classStatus(String(row.starts_on), String(row.ends_on), today)];
    });
    expect(statuses).toEqual([
      ['batch-1', 'finished'],
      ['batch-2', 'ongoing'],
      ['batch-3', 'upcoming'],
    ]);
  });
});
