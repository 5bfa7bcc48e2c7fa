import { PASS_THRESHOLD } from '../contract/quiz-rules';
import type { ContentType } from '../contract/content-types';
import { elapsedSeconds, type AttemptSummary } from '../contract/scores';
import type { OrderedContent } from '../learning/progress';
import { roundScore } from './grading';

/** Score pages' rules: submitted attempts of one enrolment, per content and over the course. */

export interface SubmittedAttempt {
  id: number;
  contentId: number;
  attemptNumber: number;
  startedAt: Date;
  submittedAt: Date;
  score: number | null;
  passed: boolean | null;
}

export interface ContentScore {
  attempts: number;
  bestScore: number | null;
  lastScore: number | null;
  passed: boolean | null;
}

/** Attempts, best and last score, and whether any attempt passed, per content. */
export function scoresByContent(attempts: readonly SubmittedAttempt[]) {
  const scores = new Map<number, ContentScore>();
  // Newest first, so the first seen is the last taken.
  for (const a of attempts) {
    const s = scores.get(a.contentId);
    if (!s) {
      scores.set(a.contentId, {
        attempts: 1,
        bestScore: a.score,
        lastScore: a.score,
        passed: a.passed,
      });
      continue;
    }
    s.attempts += 1;
    if (a.score !== null && (s.bestScore === null || a.score > s.bestScore)) s.bestScore = a.score;
    if (a.passed !== null) s.passed = (s.passed ?? false) || a.passed;
  }
  return scores;
}

/**
 * Best post test score minus the first pre test score: how much the course taught, measured
 * against where the learner started, not against a retry.
 */
export function learningGain(
  contents: readonly Pick<OrderedContent, 'id' | 'type'>[],
  attempts: readonly SubmittedAttempt[],
) {
  const ofType = (type: ContentType) =>
    new Set(contents.filter((c) => c.type === type).map((c) => c.id));
  const firstPre = contents.find((c) => c.type === 'Pre Test');
  const pre = attempts
    .filter((a) => a.contentId === firstPre?.id && a.score !== null)
    .sort((a, b) => a.attemptNumber - b.attemptNumber)[0]?.score;
  const posts = ofType('Post Test');
  const postScores = attempts
    .filter((a) => posts.has(a.contentId) && a.score !== null)
    .map((a) => a.score!);
  if (pre === undefined || pre === null || postScores.length === 0) return null;
  const postTest = Math.max(...postScores);
  return { preTest: pre, postTest, gain: roundScore(postTest - pre) };
}

/** The course's pass mark: its (first) final quiz's, else the product default. */
export function coursePassThreshold(
  contents: readonly Pick<OrderedContent, 'id' | 'type'>[],
  quizzes: ReadonlyMap<number, { pass_threshold: number }>,
) {
  const final = contents.find((c) => c.type === 'Final Quiz' && quizzes.has(c.id));
  return final ? quizzes.get(final.id)!.pass_threshold : PASS_THRESHOLD;
}

export const attemptSummary = (
  a: SubmittedAttempt,
  content: Pick<OrderedContent, 'id' | 'type' | 'titleId' | 'titleEn'>,
): AttemptSummary => ({
  id: a.id,
  attemptNumber: a.attemptNumber,
  content: {
    id: content.id,
    type: content.type,
    title: { id: content.titleId, en: content.titleEn },
  },
  startedAt: a.startedAt.toISOString(),
  submittedAt: a.submittedAt.toISOString(),
  score: a.score,
  passed: a.passed,
  durationSeconds: elapsedSeconds(a.startedAt, a.submittedAt),
});
