// No zod here: the app imports these by value (its period switch and tabs use the same lists).

/**
 * The periods a supervisor reads their team's achievements over: this calendar year, the last
 * twelve months (from the same day a year ago) and all time, each in the company's calendar.
 */
export const ACHIEVEMENT_PERIODS = ['year', '12m', 'all'] as const;
export type AchievementPeriod = (typeof ACHIEVEMENT_PERIODS)[number];
export const DEFAULT_ACHIEVEMENT_PERIOD: AchievementPeriod = 'year';

/** The kinds of achievement: completed courses, valid certificates, points, badges. */
export const ACHIEVEMENT_TYPES = ['course', 'certificate', 'point', 'badge'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/**
 * A badge is a milestone the ledger already proves, kept once reached: a daily-quiz streak
 * (`streak.7/30/100`) or a points level (2 to 10, the first time the balance reached it).
 */
export const BADGE_KINDS = ['streak', 'level'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** Items of one kind on one page of a person's achievements. */
export const ACHIEVEMENT_PAGE_SIZE = 20;
