import type { PointRule } from '../contract/point-rules';
import { LEVEL_COUNT, levelStart } from '../contract/point-rules';
import type { AchievementPeriod, BadgeKind } from '../contract/team-achievement-rules';
import { addDays, dayKey, startOfDay } from '../points/company-days';

/**
 * The rules of the team's achievements, as plain functions: where a period begins, and which
 * badges a person's ledger has earned. The service reads the facts; these decide.
 */

export interface PeriodStart {
  /** The first day of the period in the company's calendar; null for all time. */
  day: string | null;
  /** The moment that day begins in the company's zone; null for all time. */
  at: Date | null;
}

/**
 * This calendar year from 1 January; the last twelve months from the same day a year ago (29
 * February reads as 1 March); all time from the beginning. Days are the company's, as for
 * the team's training hours.
 */
export function periodStart(period: AchievementPeriod, now: Date, timeZone: string): PeriodStart {
  if (period === 'all') return { day: null, at: null };
  const today = dayKey(now, timeZone);
  const year = Number(today.slice(0, 4));
  let day = `${year}-01-01`;
  if (period === '12m') {
    const sameDay = `${year - 1}${today.slice(4)}`;
    day = today.endsWith('-02-29') ? addDays(`${year - 1}-02-28`, 1) : sameDay;
  }
  return { day, at: startOfDay(day, timeZone) };
}

export interface LedgerFact {
  rule: PointRule;
  points: number;
  at: Date;
}

export interface Badge {
  kind: BadgeKind;
  value: number;
  at: Date;
}

const STREAKS: Partial<Record<PointRule, number>> = {
  'streak.7': 7,
  'streak.30': 30,
  'streak.100': 100,
};

/**
 * The badges a person's ledger (oldest first) has earned, newest first: each streak milestone
 * when it was awarded, and each level from 2 the first time the running balance reached its
 * start. A badge, once reached, stays: points taken back later do not take it away.
 */
export function badgesOf(ledger: readonly LedgerFact[]): Badge[] {
  const badges: Badge[] = [];
  let balance = 0;
  let nextLevel = 2;
  for (const fact of ledger) {
    const streak = STREAKS[fact.rule];
    if (streak !== undefined) badges.push({ kind: 'streak', value: streak, at: fact.at });
    balance += fact.points;
    while (nextLevel <= LEVEL_COUNT && balance >= levelStart(nextLevel)) {
      badges.push({ kind: 'level', value: nextLevel, at: fact.at });
      nextLevel += 1;
    }
  }
  return badges.reverse();
}

/** Whether a moment falls in the period that began at `from` (null: all time). */
export const inPeriod = (at: Date, from: Date | null) => from === null || at >= from;
