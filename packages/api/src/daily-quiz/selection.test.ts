import { describe, expect, it } from 'vitest';
import { pickItems, type Candidate } from './selection';

const q = (questionId: number, courseId: number): Candidate => ({ questionId, courseId });

describe('picking the day’s questions', () => {
  it('takes due reviews, then missed, then new questions, each once', () => {
    const picked = pickItems({
      review: [q(1, 10)],
      missed: [q(2, 20), q(1, 10)],
      new: [q(3, 30), q(4, 40), q(5, 50), q(6, 60)],
      practice: [q(7, 70)],
    });
    expect(picked.map((p) => [p.questionId, p.source])).toEqual([
      [1, 'review'],
      [2, 'missed'],
      [3, 'new'],
      [4, 'new'],
      [5, 'new'],
    ]);
  });

  it('takes at most two questions of one course, even when it has the most due', () => {
    const picked = pickItems({
      review: [q(1, 10), q(2, 10), q(3, 10)],
      missed: [q(4, 10)],
      new: [q(5, 20), q(6, 20), q(7, 20), q(8, 30)],
      practice: [],
    });
    expect(picked.map((p) => p.questionId)).toEqual([1, 2, 5, 6, 8]);
  });

  it('fills up with practice of questions not yet due, and gives fewer when there are fewer', () => {
    const picked = pickItems({ review: [], missed: [q(1, 10)], new: [], practice: [q(2, 20)] });
    expect(picked.map((p) => p.source)).toEqual(['missed', 'practice']);
    expect(pickItems({ review: [], missed: [], new: [], practice: [] })).toEqual([]);
  });
});
