import {
  STREAK_FREEZE_EVERY,
  STREAK_FREEZES_MAX,
  STREAK_MILESTONES,
} from '../contract/daily-quiz-rules';
import { addDays } from '../points/company-days';

/**
 * Streaks as pure arithmetic on company day keys (`YYYY-MM-DD`): the server decides the day,
 * so the browser's clock or zone can never break or stretch a streak.
 */
export type StreakMilestone = (typeof STREAK_MILESTONES)[number];

export interface StreakState {
  current: number;
  longest: number;
  lastDay: string | null;
  freezes: number;
}

export const NO_STREAK: StreakState = { current: 0, longest: 0, lastDay: null, freezes: 0 };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface StreakStep {
  next: StreakState;
  /** Missed days a freeze now covers. */
  frozenDays: string[];
  /** Milestones (7, 30, 100) reached today. */
  milestones: StreakMilestone[];
}

/**
 * Today's quiz is done. A missed day since the last one is covered by a freeze if one is
 * held (spent automatically, as Duolingo does); more missed days than freezes start a new
 * streak, and the freezes stay. Every seventh day earns a freeze, up to two.
 */
export function advanceStreak(state: StreakState, day: string): StreakStep {
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0)
    return { next: state, frozenDays: [], milestones: [] };
  const missed = state.lastDay === null ? 0 : daysBetween(state.lastDay, day) - 1;
  const covered = state.lastDay !== null && missed <= state.freezes;
  const frozenDays = covered
    ? Array.from({ length: missed }, (_, i) => addDays(state.lastDay!, i + 1))
    : [];
  const current = covered ? state.current + 1 : 1;
  let freezes = covered ? state.freezes - missed : state.freezes;
  if (current % STREAK_FREEZE_EVERY === 0) freezes = Math.min(STREAK_FREEZES_MAX, freezes + 1);
  return {
    next: { current, longest: Math.max(state.longest, current), lastDay: day, freezes },
    frozenDays,
    milestones: STREAK_MILESTONES.filter((m) => m === current),
  };
}

/**
 * The streak as it stands today, before today's quiz: still alive while the days missed
 * since the last quiz (today not counted) can be covered by the freezes held.
 */
export function streakOn(
  state: StreakState,
  today: string,
): { current: number; doneToday: boolean } {
  if (state.lastDay === null) return { current: 0, doneToday: false };
  const gap = daysBetween(state.lastDay, today);
  if (gap <= 0) return { current: state.current, doneToday: true };
  return { current: gap - 1 <= state.freezes ? state.current : 0, doneToday: false };
}
