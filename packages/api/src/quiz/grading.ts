import type { AnswerValue, QuestionType } from '../contract/quiz';

/** What grading needs to know of a question; option ids are strings, as answers carry them. */
export interface GradedQuestion {
  id: number;
  type: QuestionType;
  points: number;
  correctOptionIds: readonly string[];
  acceptedAnswers: readonly string[];
}

export interface Grade {
  /** 0-100 with one decimal; null for an evaluation. */
  score: number | null;
  passed: boolean | null;
  /** Questions answered fully right. */
  correctCount: number;
  earned: number;
  total: number;
}

/**
 * Short answers compare the way a person would: surrounding and repeated spaces and letter
 * case do not matter ("  smart  goals" is "SMART Goals").
 */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
}

/** Likert answers are opinions, never right or wrong. */
export const isScored = (type: QuestionType) => type !== 'likert';

/**
 * The share of a question's points an answer earns, 0..1. Multiple choice gives partial
 * credit the way Moodle does: each right option adds, each wrong one takes away, never
 * below zero, so ticking every box earns nothing.
 */
export function credit(question: GradedQuestion, value: AnswerValue | undefined): number {
  if (value === undefined) return 0;
  switch (question.type) {
    case 'single':
    case 'trueFalse':
      return typeof value === 'string' && question.correctOptionIds.includes(value) ? 1 : 0;
    case 'multiple': {
      if (!Array.isArray(value) || question.correctOptionIds.length === 0) return 0;
      const chosen = new Set(value);
      let right = 0;
      for (const id of chosen) if (question.correctOptionIds.includes(id)) right += 1;
      const wrong = chosen.size - right;
      return Math.max(0, (right - wrong) / question.correctOptionIds.length);
    }
    case 'shortAnswer': {
      if (typeof value !== 'string' || normaliseText(value) === '') return 0;
      const given = normaliseText(value);
      return question.acceptedAnswers.some((a) => normaliseText(a) === given) ? 1 : 0;
    }
    case 'likert':
      return 0;
  }
}

/** Rounds to one decimal, the precision scores are stored and shown with. */
export const roundScore = (value: number) => Math.round(value * 10) / 10;

/**
 * Grades a whole attempt. Unanswered questions earn nothing; an evaluation (or a quiz with
 * nothing to score) has no score and neither passes nor fails.
 */
export function gradeAttempt(
  questions: readonly GradedQuestion[],
  answers: ReadonlyMap<number, AnswerValue>,
  { evaluation, passThreshold }: { evaluation: boolean; passThreshold: number },
): Grade {
  if (evaluation) return { score: null, passed: null, correctCount: 0, earned: 0, total: 0 };
  let earned = 0;
  let total = 0;
  let correctCount = 0;
  for (const question of questions) {
    if (!isScored(question.type)) continue;
    const share = credit(question, answers.get(question.id));
    total += question.points;
    earned += share * question.points;
    if (share === 1) correctCount += 1;
  }
  if (total === 0) return { score: null, passed: null, correctCount, earned, total };
  const score = roundScore((100 * earned) / total);
  return { score, passed: score >= passThreshold, correctCount, earned, total };
}
