import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { DAILY_RETENTION } from '../contract/daily-quiz-rules';

/**
 * Spaced repetition with FSRS (ts-fsrs): when a question should come back so that the
 * learner still has a nine-in-ten chance of remembering it, in whole days. Fuzz is off so that the same
 * history always gives the same day (tests, and two servers agreeing).
 */
const scheduler = fsrs({
  request_retention: DAILY_RETENTION,
  enable_fuzz: false,
  // Once a day: learning steps of minutes would bring a question back within the same quiz.
  enable_short_term: false,
});

export interface CardRow {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

/**
 * A wrong answer is "again"; a right one "good". Timing is not used for "hard" or "easy":
 * a phone left on the table would mark a known question hard.
 */
export function nextCard(previous: CardRow | null, correct: boolean, now: Date): CardRow {
  const card: Card = previous
    ? { ...previous, last_review: previous.last_review ?? undefined }
    : createEmptyCard(now);
  const { card: next } = scheduler.next(card, now, correct ? Rating.Good : Rating.Again);
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: next.last_review ?? now,
  };
}
