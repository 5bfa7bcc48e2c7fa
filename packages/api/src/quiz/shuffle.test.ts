import { describe, expect, it } from 'vitest';
import { attemptOrder, shuffled } from './shuffle';

describe('shuffling', () => {
  it('returns a permutation and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const out = shuffled(items);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('follows the random source (Fisher-Yates)', () => {
    // Always picking index 0 rotates the first element to the end, step by step.
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffled([1, 2, 3, 4], (n) => n - 1)).toEqual([1, 2, 3, 4]);
  });

  it('reaches every order of three with about equal frequency', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const key = shuffled(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });
});

describe('an attempt order', () => {
  const questions = [
    { id: 1, type: 'single' as const, optionIds: [10, 11, 12] },
    { id: 2, type: 'trueFalse' as const, optionIds: [20, 21] },
    { id: 3, type: 'shortAnswer' as const, optionIds: [] },
  ];
  it('keeps the author order when shuffling is off', () => {
    expect(
      attemptOrder(questions, { shuffleQuestions: false, shuffleOptions: false }, () => 0),
    ).toEqual({ questionOrder: [1, 2, 3], optionOrder: { '1': [10, 11, 12], '2': [20, 21] } });
  });

  it('shuffles questions and options separately, never true/false', () => {
    const order = attemptOrder(
      questions,
      { shuffleQuestions: true, shuffleOptions: true },
      () => 0,
    );
    expect(order.questionOrder).toEqual([2, 3, 1]);
    expect(order.optionOrder).toEqual({ '1': [11, 12, 10], '2': [20, 21] });
    const onlyOptions = attemptOrder(
      questions,
      { shuffleQuestions: false, shuffleOptions: true },
      () => 0,
    );
    expect(onlyOptions).toEqual({
      questionOrder: [1, 2, 3],
      optionOrder: { '1': [11, 12, 10], '2': [20, 21] },
    });
  });
});
