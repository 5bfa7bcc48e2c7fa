// No zod here: the app imports this module by value (see durations.ts).

/**
 * Every way to earn points, with its amount and limits: the one place they are decided.
 * The server awards them as the learning happens (nothing a client sends can grant points),
 * each once per thing and person (`once`), within a cap per Jakarta day where one is set.
 */
export const POINT_RULES = {
  /** A lesson, video, document or quiz of a course marked done. */
  'content.completed': { points: 5, dailyCap: 50 },
  /** A quiz passed the first time; retakes give nothing. Plus up to 10 for the score. */
  'quiz.passed': { points: 10, scoreBonus: 10, dailyCap: null },
  /** A course completed. */
  'course.completed': { points: 50, dailyCap: null },
  /** Today's daily quiz finished (once per day). */
  'daily_quiz.done': { points: 5, dailyCap: null },
  /** Daily-quiz streak milestones, each once. */
  'streak.7': { points: 20, dailyCap: null },
  'streak.30': { points: 50, dailyCap: null },
  'streak.100': { points: 100, dailyCap: null },
  /** My forum reply accepted as the answer by the one who asked; taken back if unaccepted. */
  'forum.answer_accepted': { points: 15, dailyCap: 45 },
  /** An external training record verified by my supervisor. */
  'training.verified': { points: 10, dailyCap: null },
} as const satisfies Record<
  string,
  { points: number; dailyCap: number | null; scoreBonus?: number }
>;

export type PointRule = keyof typeof POINT_RULES;
export const POINT_RULE_CODES = Object.keys(POINT_RULES) as PointRule[];

/** Board periods: the Jakarta week from Monday 00:00, the calendar month, all time. */
export const POINT_PERIODS = ['week', 'month', 'all'] as const;
export type PointPeriod = (typeof POINT_PERIODS)[number];

/**
 * How I appear on the boards: by name, as an anonymous learner (still ranked), or not at all
 * (I still see my own rank). A company can show everyone anonymously.
 */
export const BOARD_VISIBILITIES = ['public', 'anonymous', 'hidden'] as const;
export type BoardVisibility = (typeof BOARD_VISIBILITIES)[number];

/** People on each side of me in "around me". */
export const BOARD_NEIGHBOURS = 5;
/** Rows in a board's top list. */
export const BOARD_TOP = 10;

/**
 * Levels 1-10: level i starts at 120 x (1 - 1.3^(i-1)) / (1 - 1.3) points (Moodle Level Up's
 * default curve), so early levels come quickly and later ones take steady work.
 */
export const LEVEL_COUNT = 10;
export function levelStart(level: number): number {
  return level <= 1 ? 0 : Math.round((120 * (1.3 ** (level - 1) - 1)) / 0.3);
}

export function levelOf(points: number): { level: number; start: number; next: number | null } {
  let level = 1;
  while (level < LEVEL_COUNT && points >= levelStart(level + 1)) level += 1;
  return {
    level,
    start: levelStart(level),
    next: level < LEVEL_COUNT ? levelStart(level + 1) : null,
  };
}
