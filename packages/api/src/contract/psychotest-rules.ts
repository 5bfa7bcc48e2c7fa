/**
 * The psychotests' rules in one place, for the server that applies them and the app that
 * explains them. Plain constants (no zod): the app's pages import them.
 */

/** The self-reflection instruments Ajar offers (public-domain items; no licensed test). */
export const PSYCHOTEST_IDS = ['big-five', 'riasec'] as const;
export type PsychotestId = (typeof PSYCHOTEST_IDS)[number];

/** A test may be taken again this many days after it was last finished (about six months). */
export const PSYCHOTEST_RETAKE_DAYS = 180;
/** Statements per page while taking a test (one screen on a phone holds about this many). */
export const PSYCHOTEST_PAGE_SIZE = 10;
/** The five points of every statement: 1 "Sangat tidak sesuai" .. 5 "Sangat sesuai". */
export const PSYCHOTEST_POINTS = 5;

export const PSYCHOTEST_BANDS = ['low', 'middle', 'high'] as const;
export type PsychotestBand = (typeof PSYCHOTEST_BANDS)[number];

/** Marks on a result that say it may be less reliable ("hasil kurang dapat diandalkan"). */
export const PSYCHOTEST_QUALITY_FLAGS = ['sameResponseRun', 'tooFewAnswered'] as const;
