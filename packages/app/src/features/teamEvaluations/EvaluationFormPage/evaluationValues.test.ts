import { describe, expect, it } from 'vitest';
import type { EvaluationTraining } from '@ajar/api/contract';
import { evaluationScore } from '@ajar/api/contract/team-evaluation-rules';
import { checkEvaluation, evaluationBody, givenRatings } from './evaluationValues';

const statements = [1, 2, 3].map((id) => ({ id, text: { id: `P${id}`, en: `S${id}` } }));
const training = (kind: 'course' | 'record', id: number, evaluationId: number | null) =>
  ({
    kind,
    id,
    title: { id: 'T', en: 'T' },
    completedOn: null,
    evaluationId,
  }) as EvaluationTraining;
const trainings = [training('course', 12, null), training('record', 5, 40)];

describe('an evaluation form', () => {
  it('is refused without a training and names every statement not rated, in order', () => {
    const values = { training: '', ratings: { 2: '4' }, comment: '' };
    expect(checkEvaluation(values, statements, trainings)).toEqual({
      training: true,
      unrated: [1, 3],
    });
  });

  it('is refused for a training already evaluated with this form', () => {
    const values = { training: 'record-5', ratings: { 1: '4', 2: '4', 3: '4' }, comment: '' };
    expect(checkEvaluation(values, statements, trainings).training).toBe(true);
  });

  it('sends the chosen training, every rating as a number and the note trimmed', () => {
    const values = { training: 'course-12', ratings: { 1: '5', 2: '3', 3: '4' }, comment: ' Ok ' };
    expect(checkEvaluation(values, statements, trainings)).toEqual({
      training: false,
      unrated: [],
    });
    expect(evaluationBody(values, trainings)).toEqual({
      training: { kind: 'course', id: 12 },
      ratings: { '1': 5, '2': 3, '3': 4 },
      comment: 'Ok',
    });
    expect(evaluationBody({ ...values, comment: '  ' }, trainings)).not.toHaveProperty('comment');
  });

  it('previews the score of the ratings given so far, as the API will count it', () => {
    const values = { training: '', ratings: { 1: '5', 3: '3' }, comment: '' };
    expect(givenRatings(values, statements)).toEqual([5, 3]);
    expect(evaluationScore(givenRatings(values, statements), 5)).toBe(75);
  });
});
