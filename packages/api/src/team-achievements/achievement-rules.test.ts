import { describe, expect, it } from 'vitest';
import { levelStart } from '../contract/point-rules';
import { badgesOf, periodStart } from './achievement-rules';

const ZONE = 'Asia/Jakarta';

describe('where a period begins, in the company calendar', () => {
  it('this year from 1 January in Jakarta, even when UTC is still in December', () => {
    // 06.00 WIB on 1 January is 23.00 UTC on 31 December.
    const now = new Date('2026-12-31T23:00:00Z');
    expect(periodStart('year', now, ZONE)).toEqual({
      day: '2027-01-01',
      at: new Date('2026-12-31T17:00:00Z'),
    });
  });

  it('the last twelve months from the same day a year ago; 29 February from 1 March', () => {
    expect(periodStart('12m', new Date('2026-11-23T03:00:00Z'), ZONE).day).toBe('2025-11-23');
    expect(periodStart('12m', new Date('2028-02-29T03:00:00Z'), ZONE).day).toBe('2027-03-01');
    expect(periodStart('all', new Date(), ZONE)).toEqual({ day: null, at: null });
  });
});

describe('badges from the ledger', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  it('each streak milestone, and each level the first time the balance reached it, newest first', () => {
    const badges = badgesOf([
      { rule: 'course.completed', points: 50, at: at(1) },
      { rule: 'streak.7', points: 20, at: at(2) },
      { rule: 'course.completed', points: levelStart(3) - 70, at: at(3) },
    ]);
    expect(badges).toEqual([
      { kind: 'level', value: 3, at: at(3) },
      { kind: 'level', value: 2, at: at(3) },
      { kind: 'streak', value: 7, at: at(2) },
    ]);
  });

  it('keeps a level reached even when points are taken back, and never gives it twice', () => {
    const badges = badgesOf([
      { rule: 'forum.answer_accepted', points: levelStart(2), at: at(1) },
      { rule: 'forum.answer_accepted', points: -15, at: at(2) },
      { rule: 'forum.answer_accepted', points: 15, at: at(3) },
    ]);
    expect(badges).toEqual([{ kind: 'level', value: 2, at: at(1) }]);
  });
});
