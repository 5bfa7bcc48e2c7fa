import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../contract/quiz';
import type { AttemptRow } from './attempts.queries';
import type { QuestionData, QuizContext } from './quiz.queries';
import { answerMap, attemptView } from './attempt-view';

const context = (over: Partial<QuizContext['quiz']> = {}): QuizContext => ({
  quiz: {
    id: 5,
    content_id: 50,
    kind: 0,
    time_limit_seconds: null,
    max_attempts: null,
    shuffle_questions: true,
    shuffle_options: true,
    review: 'afterSubmit',
    pass_threshold: 70,
    ...over,
  },
  content: { id: 50, type: 'Final Quiz', titleId: 'Kuis Akhir', titleEn: 'Final Quiz' },
  course: { id: 9, titleId: 'Kursus', titleEn: 'Course' },
});

const option = (id: number, isCorrect = false) => ({
  id,
  textId: `opsi ${id}`,
  textEn: `option ${id}`,
  isCorrect,
});
const questions: QuestionData[] = [
  {
    id: 1,
    type: 'single',
    textId: 'Soal 1',
    textEn: 'Question 1',
    points: 1,
    acceptedAnswers: [],
    explanationId: 'Penjelasan',
    explanationEn: 'Explanation',
    options: [option(10, true), option(11), option(12)],
  },
  {
    id: 2,
    type: 'shortAnswer',
    textId: 'Soal 2',
    textEn: 'Question 2',
    points: 1,
    acceptedAnswers: ['SMART'],
    explanationId: null,
    explanationEn: null,
    options: [],
  },
];

const started = new Date('2026-01-05T03:00:00Z');
const attempt = (over: Partial<AttemptRow> = {}): AttemptRow => ({
  id: 3,
  company_id: 1,
  quiz_id: 5,
  user_id: 7,
  enrolment_id: 8,
  attempt_number: 1,
  question_order: [2, 1],
  option_order: { '1': [12, 10, 11] },
  started_at: started,
  deadline_at: new Date('2026-01-05T03:10:00Z'),
  submitted_at: null,
  score: null,
  passed: null,
  correct_count: null,
  ...over,
});
const now = new Date('2026-01-05T03:05:00Z');
const answers = new Map<number, AnswerValue>([
  [1, '11'],
  [2, ' smart'],
]);
/** One failed attempt submitted so far. */
const standing = { submitted: 1, passed: false };

describe('the attempt view', () => {
  it('shows questions and options in the stored order, and nothing about right answers', () => {
    const view = attemptView({
      attempt: attempt(),
      context: context(),
      questions,
      answers,
      standing,
      now,
    });
    expect(view.questions.map((q) => q.id)).toEqual([2, 1]);
    expect(view.questions[1]!.options.map((o) => o.id)).toEqual(['12', '10', '11']);
    expect(view.questions[0]!.options).toEqual([]);
    expect(view).toMatchObject({
      status: 'open',
      result: null,
      answers: { '1': '11', '2': ' smart' },
      deadlineAt: '2026-01-05T03:10:00.000Z',
      serverNow: now.toISOString(),
      content: { id: 50, type: 'Final Quiz', title: { id: 'Kuis Akhir', en: 'Final Quiz' } },
    });
    const json = JSON.stringify(view);
    for (const word of ['isCorrect', 'correct', 'SMART', 'Penjelasan']) {
      expect(json).not.toContain(word);
    }
  });

  it('adds the result and, when the quiz allows, a review in the attempt order', () => {
    const done = attempt({
      submitted_at: now,
      score: '50.0',
      passed: false,
      correct_count: 1,
    });
    const view = attemptView({
      attempt: done,
      context: context(),
      questions,
      answers,
      standing,
      now,
    });
    expect(view.status).toBe('submitted');
    expect(view.result).toEqual({
      score: 50,
      passed: false,
      correctCount: 1,
      totalQuestions: 2,
      passThreshold: 70,
      review: [
        { questionId: 2, isCorrect: true, correct: ['SMART'], explanation: null },
        {
          questionId: 1,
          isCorrect: false,
          correct: ['10'],
          explanation: { id: 'Penjelasan', en: 'Explanation' },
        },
      ],
      reviewWithheld: null,
    });
    const never = attemptView({
      attempt: done,
      context: context({ review: 'never' }),
      questions,
      answers,
      standing,
      now,
    });
    expect(never.result).toMatchObject({ review: null, reviewWithheld: 'never', score: 50 });
  });

  it('keeps right answers, marks and explanations back until passed or out of attempts', () => {
    const done = attempt({ submitted_at: now, score: '50.0', passed: false, correct_count: 1 });
    const safe = context({ review: 'afterPassedOrLastAttempt', max_attempts: 3 });
    const view = (over: Partial<typeof standing>, quiz = safe) =>
      attemptView({
        attempt: done,
        context: quiz,
        questions,
        answers,
        standing: { ...standing, ...over },
        now,
      });
    const early = view({ submitted: 1 });
    expect(early.result).toMatchObject({
      score: 50,
      correctCount: 1,
      review: null,
      reviewWithheld: 'untilPassedOrLastAttempt',
    });
    // The learner's own answers are still there; nothing else of the key is.
    expect(early.answers).toEqual({ '1': '11', '2': ' smart' });
    const json = JSON.stringify(early);
    for (const word of ['isCorrect', 'SMART', 'Penjelasan', 'Explanation']) {
      expect(json).not.toContain(word);
    }
    expect(view({ submitted: 2 }).result!.review).toBeNull();
    expect(view({ submitted: 3 }).result).toMatchObject({ reviewWithheld: null });
    expect(view({ submitted: 3 }).result!.review).toHaveLength(2);
    expect(view({ submitted: 1, passed: true }).result!.review).toHaveLength(2);
    // Without an attempt limit there is no last attempt: only passing opens the review.
    const unlimited = context({ review: 'afterPassedOrLastAttempt', max_attempts: null });
    expect(view({ submitted: 9 }, unlimited).result!.reviewWithheld).toBe(
      'untilPassedOrLastAttempt',
    );
    expect(view({ submitted: 3, passed: true }, context({ review: 'never' })).result).toMatchObject(
      { review: null, reviewWithheld: 'never' },
    );
  });

  it('skips questions deleted since the start and puts options added later last', () => {
    const edited = [{ ...questions[0]!, options: [...questions[0]!.options, option(13)] }];
    const view = attemptView({
      attempt: attempt(),
      context: context(),
      questions: edited,
      answers,
      standing,
      now,
    });
    expect(view.questions.map((q) => q.id)).toEqual([1]);
    expect(view.questions[0]!.options.map((o) => o.id)).toEqual(['12', '10', '11', '13']);
    expect(view.answers).toEqual({ '1': '11' });
  });

  it('reads stored JSON answers, ignoring anything that is not an answer', () => {
    const map = answerMap([
      { question_id: 1, value: '3' },
      { question_id: 2, value: ['1', '2'] },
      { question_id: 3, value: 4 },
      { question_id: 4, value: [1] },
    ]);
    expect([...map]).toEqual([
      [1, '3'],
      [2, ['1', '2']],
    ]);
  });
});
