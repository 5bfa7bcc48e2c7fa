import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../contract/quiz';
import { credit, gradeAttempt, normaliseText, roundScore, type GradedQuestion } from './grading';

const q = (over: Partial<GradedQuestion>): GradedQuestion => ({
  id: 1,
  type: 'single',
  points: 1,
  correctOptionIds: [],
  acceptedAnswers: [],
  ...over,
});

describe('credit per question type', () => {
  it('single and true/false: full only for the correct option', () => {
    for (const type of ['single', 'trueFalse'] as const) {
      const question = q({ type, correctOptionIds: ['11'] });
      expect(credit(question, '11')).toBe(1);
      expect(credit(question, '12')).toBe(0);
      expect(credit(question, ['11'])).toBe(0);
      expect(credit(question, undefined)).toBe(0);
    }
  });

  it('multiple: right minus wrong over the right total, never below zero (like Moodle)', () => {
    const question = q({ type: 'multiple', correctOptionIds: ['1', '2', '3'] });
    expect(credit(question, ['1', '2', '3'])).toBe(1);
    expect(credit(question, ['3', '1', '2'])).toBe(1);
    expect(credit(question, ['1', '2'])).toBeCloseTo(2 / 3);
    expect(credit(question, ['1'])).toBeCloseTo(1 / 3);
    expect(credit(question, ['1', '2', '4'])).toBeCloseTo(1 / 3);
    expect(credit(question, ['1', '2', '3', '4'])).toBeCloseTo(2 / 3);
    expect(credit(question, ['1', '4', '5'])).toBe(0);
    expect(credit(question, ['4'])).toBe(0);
    expect(credit(question, [])).toBe(0);
    expect(credit(question, '1')).toBe(0);
  });

  it('short answer: any accepted answer, ignoring case and spaces', () => {
    const question = q({ type: 'shortAnswer', acceptedAnswers: ['SMART', 'Feedback  Sandwich'] });
    expect(credit(question, 'SMART')).toBe(1);
    expect(credit(question, '  smart ')).toBe(1);
    expect(credit(question, 'feedback sandwich')).toBe(1);
    expect(credit(question, ' FEEDBACK\t sandwich\n')).toBe(1);
    expect(credit(question, 'smarter')).toBe(0);
    expect(credit(question, 'S M A R T')).toBe(0);
    expect(credit(question, '')).toBe(0);
    expect(credit(q({ type: 'shortAnswer', acceptedAnswers: [''] }), '   ')).toBe(0);
  });

  it('likert is never right or wrong', () => {
    expect(credit(q({ type: 'likert' }), '5')).toBe(0);
  });

  it('normalises text the way people type it', () => {
    expect(normaliseText('  Dua   Kata\t')).toBe('dua kata');
  });
});

describe('grading an attempt', () => {
  const questions: GradedQuestion[] = [
    q({ id: 1, type: 'single', correctOptionIds: ['a'] }),
    q({ id: 2, type: 'multiple', correctOptionIds: ['x', 'y'], points: 2 }),
    q({ id: 3, type: 'trueFalse', correctOptionIds: ['t'] }),
    q({ id: 4, type: 'shortAnswer', acceptedAnswers: ['SMART'] }),
    q({ id: 5, type: 'likert' }),
  ];
  const grade = (answers: [number, AnswerValue][], passThreshold = 50) =>
    gradeAttempt(questions, new Map(answers), { evaluation: false, passThreshold });

  it('weighs by points, gives partial credit and skips Likert', () => {
    // 1 + 2 * 1/2 + 0 + 1 = 3 of 5 points
    const result = grade([
      [1, 'a'],
      [2, ['x']],
      [3, 'f'],
      [4, 'smart'],
      [5, '5'],
    ]);
    expect(result).toEqual({ score: 60, passed: true, correctCount: 2, earned: 3, total: 5 });
  });

  it('counts unanswered questions as zero', () => {
    expect(grade([])).toMatchObject({ score: 0, passed: false, correctCount: 0 });
  });

  it('rounds to one decimal and passes at exactly the threshold', () => {
    const thirds = [q({ id: 1, type: 'multiple', correctOptionIds: ['1', '2', '3'] })];
    const two = gradeAttempt(thirds, new Map([[1, ['1', '2']]]), {
      evaluation: false,
      passThreshold: 67,
    });
    expect(two.score).toBe(66.7);
    expect(two.passed).toBe(false);
    expect(
      grade(
        [
          [1, 'a'],
          [2, ['x', 'y']],
        ],
        60,
      ),
    ).toMatchObject({ score: 60, passed: true });
    expect(
      grade(
        [
          [1, 'a'],
          [2, ['x', 'y']],
        ],
        61,
      ),
    ).toMatchObject({ score: 60, passed: false });
    expect(roundScore(58.333333)).toBe(58.3);
    expect(roundScore(58.35000001)).toBe(58.4);
  });

  it('scores an evaluation with nothing: no score, no pass, no correct count', () => {
    const result = gradeAttempt(questions, new Map([[1, 'a']]), {
      evaluation: true,
      passThreshold: 50,
    });
    expect(result).toMatchObject({ score: null, passed: null, correctCount: 0 });
  });
});
