import { describe, expect, it } from 'vitest';
import {
  coursePassThreshold,
  learningGain,
  scoresByContent,
  type SubmittedAttempt,
} from './course-scores';

let id = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 3, minute));
const attempt = (
  contentId: number,
  attemptNumber: number,
  score: number | null,
  passed: boolean | null = null,
): SubmittedAttempt => ({
  id: (id += 1),
  contentId,
  attemptNumber,
  startedAt: at(attemptNumber * 10),
  submittedAt: at(attemptNumber * 10 + 5),
  score,
  passed,
});
const newestFirst = (list: SubmittedAttempt[]) =>
  [...list].sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());

const contents = [
  { id: 1, type: 'Pre Test' as const },
  { id: 2, type: 'Module' as const },
  { id: 3, type: 'Post Test' as const },
  { id: 4, type: 'Final Quiz' as const },
];

describe('scores per content', () => {
  it('counts attempts, keeps the best and the last score and whether any passed', () => {
    const scores = scoresByContent(
      newestFirst([
        attempt(4, 1, 40, false),
        attempt(4, 2, 90, true),
        attempt(4, 3, 60, false),
        attempt(1, 1, 20, false),
      ]),
    );
    expect(scores.get(4)).toEqual({ attempts: 3, bestScore: 90, lastScore: 60, passed: true });
    expect(scores.get(1)).toEqual({ attempts: 1, bestScore: 20, lastScore: 20, passed: false });
    expect(scores.get(2)).toBeUndefined();
  });

  it('leaves evaluations unscored', () => {
    const scores = scoresByContent([attempt(5, 1, null, null)]);
    expect(scores.get(5)).toEqual({ attempts: 1, bestScore: null, lastScore: null, passed: null });
  });
});

describe('learning gain', () => {
  it('is the best post test minus the first pre test', () => {
    const attempts = newestFirst([
      attempt(1, 1, 40),
      attempt(1, 2, 100),
      attempt(3, 1, 70),
      attempt(3, 2, 85.5),
      attempt(3, 3, 60),
    ]);
    expect(learningGain(contents, attempts)).toEqual({ preTest: 40, postTest: 85.5, gain: 45.5 });
  });

  it('can be negative, and is null without both tests', () => {
    expect(learningGain(contents, [attempt(1, 1, 80), attempt(3, 1, 60)])).toEqual({
      preTest: 80,
      postTest: 60,
      gain: -20,
    });
    expect(learningGain(contents, [attempt(1, 1, 80)])).toBeNull();
    expect(learningGain(contents, [attempt(3, 1, 80)])).toBeNull();
    expect(learningGain([contents[2]!], [attempt(3, 1, 80)])).toBeNull();
  });
});

describe('course pass threshold', () => {
  it("is the final quiz's, else the product default of 50", () => {
    const quizzes = new Map([
      [1, { pass_threshold: 60 }],
      [4, { pass_threshold: 75 }],
    ]);
    expect(coursePassThreshold(contents, quizzes)).toBe(75);
    expect(coursePassThreshold(contents.slice(0, 3), quizzes)).toBe(50);
  });
});
