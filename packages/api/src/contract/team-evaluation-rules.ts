// No zod here: the app imports these by value (its form shows the score as it is filled).

/**
 * A supervisor's behaviour evaluation (Kirkpatrick level 3) of a direct report after a
 * training: a company form of Likert statements (a quiz of kind Evaluation that belongs to no
 * course), filled once per person, form and training.
 */

/** What `team_log` records of an evaluation: who evaluated whom, never the ratings. */
export const TEAM_EVALUATION_ACTIONS = ['evaluation.submitted'] as const;
export type TeamEvaluationAction = (typeof TEAM_EVALUATION_ACTIONS)[number];

export const TEAM_EVALUATION_LIMITS = {
  /** The supervisor's optional note on what they observed. */
  comment: 1000,
  /** How many evaluations a person's recap lists, newest first. */
  recapItems: 50,
} as const;

/** A change of less than this many points against the previous evaluation reads "steady". */
export const EVALUATION_STEADY_BAND = 5;

/**
 * The score of a filled form: the mean rating scaled to 0-100 (every statement at the lowest
 * point is 0, every one at the highest is 100), to one decimal. Null without ratings.
 */
export function evaluationScore(ratings: readonly number[], points: number): number | null {
  if (ratings.length === 0 || points < 2) return null;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(((mean - 1) / (points - 1)) * 1000) / 10;
}

export type EvaluationTrend = 'up' | 'down' | 'steady';

/** How a score moved against the person's previous evaluation; null for the first one. */
export function evaluationTrend(score: number, previous: number | null): EvaluationTrend | null {
  if (previous === null) return null;
  const change = score - previous;
  if (Math.abs(change) < EVALUATION_STEADY_BAND) return 'steady';
  return change > 0 ? 'up' : 'down';
}
