import { randomInt } from 'node:crypto';
import type { QuestionType } from '../contract/quiz';

/** Returns an integer in [0, maxExclusive); injectable so tests can fix the order. */
export type RandomInt = (maxExclusive: number) => number;

/** Fisher-Yates on a copy: every order equally likely, the input untouched. */
export function shuffled<T>(items: readonly T[], random: RandomInt = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface OrderableQuestion {
  id: number;
  type: QuestionType;
  /** In the author's order. */
  optionIds: readonly number[];
}

export interface AttemptOrder {
  questionOrder: number[];
  /** Option ids per question id, for questions that have options. */
  optionOrder: Record<string, number[]>;
}

/**
 * The order one attempt shows, chosen once at the start and stored, so a reload or another
 * device shows the same. True/false keeps Benar before Salah: shuffling two fixed words only
 * confuses.
 */
export function attemptOrder(
  questions: readonly OrderableQuestion[],
  { shuffleQuestions, shuffleOptions }: { shuffleQuestions: boolean; shuffleOptions: boolean },
  random: RandomInt = randomInt,
): AttemptOrder {
  const ids = questions.map((q) => q.id);
  const optionOrder: Record<string, number[]> = {};
  for (const q of questions) {
    if (q.optionIds.length === 0) continue;
    const shuffle = shuffleOptions && q.type !== 'trueFalse';
    optionOrder[String(q.id)] = shuffle ? shuffled(q.optionIds, random) : [...q.optionIds];
  }
  return { questionOrder: shuffleQuestions ? shuffled(ids, random) : ids, optionOrder };
}
