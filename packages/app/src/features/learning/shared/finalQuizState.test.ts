import { describe, expect, it } from 'vitest';
import { finalQuizState } from './finalQuizState';

describe('the final quiz state a learner is shown', () => {
  it('is "not taken yet", never "not passed", before any final quiz attempt', () => {
    expect(finalQuizState({ finalQuiz: 'NotPassed', finalQuizAttempted: false })).toBe('NotTaken');
  });

  it('is "not passed" only after a submitted attempt missed the mark', () => {
    expect(finalQuizState({ finalQuiz: 'NotPassed', finalQuizAttempted: true })).toBe('NotPassed');
    expect(finalQuizState({ finalQuiz: 'Passed', finalQuizAttempted: true })).toBe('Passed');
    expect(finalQuizState({ finalQuiz: 'NoFinalQuiz', finalQuizAttempted: false })).toBe(
      'NoFinalQuiz',
    );
  });
});
