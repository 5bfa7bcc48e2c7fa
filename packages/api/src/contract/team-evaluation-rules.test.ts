import { describe, expect, it } from 'vitest';
import { EVALUATION_STEADY_BAND, evaluationScore, evaluationTrend } from './team-evaluation-rules';

describe('an evaluation’s score', () => {
  it('runs from 0 (every statement at the lowest point) to 100 (every one at the highest)', () => {
    expect(evaluationScore([1, 1, 1, 1, 1], 5)).toBe(0);
    expect(evaluationScore([5, 5, 5, 5, 5], 5)).toBe(100);
  });

  it('is the mean rating scaled, to one decimal', () => {
    expect(evaluationScore([4, 5, 3], 5)).toBe(75);
    expect(evaluationScore([2, 2, 3], 5)).toBe(33.3);
    expect(evaluationScore([4, 5, 4, 3, 4], 5)).toBe(75);
  });

  it('is null without a rating', () => {
    expect(evaluationScore([], 5)).toBeNull();
  });
});

describe('an evaluation’s trend', () => {
  it('has none for the first evaluation', () => {
    expect(evaluationTrend(75, null)).toBeNull();
  });

  it('is steady within the band either way, up or down beyond it', () => {
    expect(evaluationTrend(75, 75)).toBe('steady');
    expect(evaluationTrend(75 + EVALUATION_STEADY_BAND - 0.1, 75)).toBe('steady');
    expect(evaluationTrend(75 - EVALUATION_STEADY_BAND + 0.1, 75)).toBe('steady');
    expect(evaluationTrend(75 + EVALUATION_STEADY_BAND, 75)).toBe('up');
    expect(evaluationTrend(75 - EVALUATION_STEADY_BAND, 75)).toBe('down');
    expect(evaluationTrend(33.3, 75)).toBe('down');
  });
});
