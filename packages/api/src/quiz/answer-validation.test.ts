import { describe, expect, it } from 'vitest';
import { acceptAnswer } from './answer-validation';

const options = [7, 8, 9];

describe('accepting an answer', () => {
  it('single and true/false: exactly one option of the question', () => {
    for (const type of ['single', 'trueFalse'] as const) {
      const question = { type, optionIds: options };
      expect(acceptAnswer(question, '8')).toBe('8');
      expect(acceptAnswer(question, ['8'])).toBe('8');
      expect(acceptAnswer(question, '6')).toBeNull();
      expect(acceptAnswer(question, ['7', '8'])).toBeNull();
      expect(acceptAnswer(question, [])).toBeNull();
      expect(acceptAnswer(question, '')).toBeNull();
    }
  });

  it('multiple: distinct options of the question; none clears it', () => {
    const question = { type: 'multiple' as const, optionIds: options };
    expect(acceptAnswer(question, ['9', '7'])).toEqual(['9', '7']);
    expect(acceptAnswer(question, [])).toEqual([]);
    expect(acceptAnswer(question, ['7', '7'])).toBeNull();
    expect(acceptAnswer(question, ['7', '10'])).toBeNull();
    expect(acceptAnswer(question, '7')).toBeNull();
  });

  it('short answer: text up to 500 characters', () => {
    const question = { type: 'shortAnswer' as const, optionIds: [] };
    expect(acceptAnswer(question, ' SMART ')).toBe(' SMART ');
    expect(acceptAnswer(question, '')).toBe('');
    expect(acceptAnswer(question, 'x'.repeat(501))).toBeNull();
    expect(acceptAnswer(question, ['SMART'])).toBeNull();
  });

  it('likert: 1 to 5 as text', () => {
    const question = { type: 'likert' as const, optionIds: [] };
    for (const v of ['1', '3', '5']) expect(acceptAnswer(question, v)).toBe(v);
    for (const v of ['0', '6', '10', '2.5', ' 3', 'tiga'])
      expect(acceptAnswer(question, v)).toBeNull();
    expect(acceptAnswer(question, ['3'])).toBeNull();
  });
});
