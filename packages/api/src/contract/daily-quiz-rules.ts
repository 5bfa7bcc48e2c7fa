/**
 * The daily quiz's rules in one place, read by the server that applies them and the app that
 * explains them. Plain constants (no zod): the app's first screen may import them.
 */

/** Questions in one day's quiz (two to three minutes). */
export const DAILY_QUIZ_SIZE = 5;
/** At most this many questions of one course in a day, so a day mixes what was learned. */
export const DAILY_QUIZ_PER_COURSE = 2;
/** A freeze is earned each time the streak reaches a multiple of this many days... */
export const STREAK_FREEZE_EVERY = 7;
/** ...and no more than this many are held (Duolingo's cap). */
export const STREAK_FREEZES_MAX = 2;
/** Streak lengths that earn points, once each (amounts: POINT_RULES `streak.*`). */
export const STREAK_MILESTONES = [7, 30, 100] as const;
/** Past days the calendar shows: twelve full weeks and this one. */
export const DAILY_CALENDAR_DAYS = 13 * 7;
/** FSRS: the chance of remembering a question that a review is planned for. */
export const DAILY_RETENTION = 0.9;

/**
 * Why a question is in today's quiz, in the order they are drawn: due reviews, questions
 * missed in course quizzes, new ones, and when those run short, practice of questions seen
 * before but not yet due (soonest first), so a streak never breaks for want of questions.
 */
export const DAILY_ITEM_SOURCES = ['review', 'missed', 'new', 'practice'] as const;
export type DailyItemSource = (typeof DAILY_ITEM_SOURCES)[number];

/** A day of the calendar: a quiz done, or a missed day a freeze covered. */
export const DAILY_DAY_STATES = ['done', 'frozen'] as const;
export type DailyDayState = (typeof DAILY_DAY_STATES)[number];
