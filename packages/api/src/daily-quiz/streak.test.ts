import { describe, expect, it } from 'vitest';
import { addDays } from '../points/company-days';
import { advanceStreak, NO_STREAK, streakOn, type StreakState } from './streak';

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

function play(dayList: readonly string[], start: StreakState = NO_STREAK) {
  let state = start;
  const frozen: string[] = [];
  const milestones: number[] = [];
  for (const day of dayList) {
    const step = advanceStreak(state, day);
    state = step.next;
    frozen.push(...step.frozenDays);
    milestones.push(...step.milestones);
  }
  return { state, frozen, milestones };
}

describe('the daily-quiz streak', () => {
  it('counts days in a row, and the same day twice once', () => {
    const { state } = play(['2026-11-01', '2026-11-02', '2026-11-02', '2026-11-03']);
    expect(state).toEqual({ current: 3, longest: 3, lastDay: '2026-11-03', freezes: 0 });
  });

  it('earns a freeze every seventh day, holds two at most, and names the milestone', () => {
    const { state, milestones } = play(days('2026-10-01', 30));
    expect(state.current).toBe(30);
    expect(state.freezes).toBe(2);
    expect(milestones).toEqual([7, 30]);
  });

  it('spends a freeze on a missed day and keeps the streak, marking the day frozen', () => {
    const { state: seven } = play(days('2026-11-01', 7));
    expect(seven.freezes).toBe(1);
    const { state, frozen } = play(['2026-11-09'], seven);
    expect(state).toMatchObject({ current: 8, freezes: 0, lastDay: '2026-11-09' });
    expect(frozen).toEqual(['2026-11-08']);
  });

  it('starts again after more missed days than freezes, keeping the freezes and the longest', () => {
    const { state: seven } = play(days('2026-11-01', 7));
    const { state, frozen } = play(['2026-11-10'], seven);
    expect(state).toEqual({ current: 1, longest: 7, lastDay: '2026-11-10', freezes: 1 });
    expect(frozen).toEqual([]);
  });

  it('reads as alive today while the missed days can still be covered', () => {
    const { state } = play(days('2026-11-01', 7));
    expect(streakOn(state, '2026-11-07')).toEqual({ current: 7, doneToday: true });
    expect(streakOn(state, '2026-11-08')).toEqual({ current: 7, doneToday: false });
    // One missed day (the 8th), one freeze: still 7 on the 9th; two missed: gone.
    expect(streakOn(state, '2026-11-09')).toEqual({ current: 7, doneToday: false });
    expect(streakOn(state, '2026-11-10')).toEqual({ current: 0, doneToday: false });
    expect(streakOn(NO_STREAK, '2026-11-10')).toEqual({ current: 0, doneToday: false });
  });
});
