import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_KIND } from '../../contract/quiz-rules';
import type { AnswerValue } from '../../contract/quiz';
import { QUIZ_CONTENT_TYPES } from '../../contract/content-types';
import { loadQuestions, type QuestionData } from '../../quiz/quiz.queries';
import { gradeAttempt } from '../../quiz/grading';
import { gradedQuestion } from '../../quiz/attempt-view';
import { freshDatabase, testPasswords } from '../../testing/harness';
import type { Database } from '../client';
import { seedDemo } from './index';

let database: Database;
let drop: () => Promise<void>;
const lines: string[] = [];
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await seedDemo(database.db, (line) => lines.push(line), new Date(), testPasswords);
}, 60_000);
afterAll(async () => {
  await database.close();
  await drop();
});

async function quizContents() {
  return database.db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .innerJoin('companies as cp', 'cp.id', 'co.company_id')
    .leftJoin('quizzes as q', 'q.content_id', 'c.id')
    .selectAll('q')
    .select(['c.id as contentId', 'c.content_type', 'co.title_en as course', 'cp.name as company'])
    .where('c.content_type', 'in', [...QUIZ_CONTENT_TYPES])
    .orderBy('s.position')
    .orderBy('c.position')
    .execute();
}

/** Every question answered right, for a check that full marks can be reached. */
const bestAnswers = (questions: QuestionData[]) =>
  new Map(
    questions.map((q): [number, AnswerValue] => {
      const right = q.options.filter((o) => o.isCorrect).map((o) => String(o.id));
      if (q.type === 'multiple') return [q.id, right];
      if (q.type === 'shortAnswer') return [q.id, q.acceptedAnswers[0]!];
      return [q.id, right[0] ?? '3'];
    }),
  );

describe('the demo quizzes', () => {
  it('give every quiz content of both companies a quiz with questions', async () => {
    const contents = await quizContents();
    expect(new Set(contents.map((c) => c.company))).toEqual(
      new Set(['Ajar Demo', 'Nusantara Logistik']),
    );
    for (const c of contents) {
      expect(c.id, `${c.course}: ${c.content_type}`).not.toBeNull();
      const questions = await loadQuestions(database.db, c.id!);
      expect(questions.length, `${c.course}: ${c.content_type}`).toBeGreaterThanOrEqual(3);
      expect(c.kind).toBe(c.content_type === 'Evaluation' ? QUIZ_KIND.Evaluation : QUIZ_KIND.Quiz);
    }
    expect(lines).toContain(
      `seed: ${contents.filter((c) => c.company === 'Ajar Demo').length} quizzes`,
    );
  });

  it('write sound, bilingual questions of each type that full marks can be reached on', async () => {
    for (const c of await quizContents()) {
      const questions = await loadQuestions(database.db, c.id!);
      for (const q of questions) {
        const where = `${c.course} ${c.content_type}: ${q.textEn}`;
        expect(q.textId, where).not.toBe(q.textEn);
        const correct = q.options.filter((o) => o.isCorrect).length;
        if (q.type === 'trueFalse') {
          expect(
            q.options.map((o) => [o.textId, o.textEn]),
            where,
          ).toEqual([
            ['Benar', 'True'],
            ['Salah', 'False'],
          ]);
        }
        if (q.type === 'single' || q.type === 'trueFalse') expect(correct, where).toBe(1);
        if (q.type === 'multiple') expect(correct, where).toBeGreaterThanOrEqual(2);
        if (q.type === 'shortAnswer' || q.type === 'likert') expect(q.options, where).toEqual([]);
        if (q.type === 'shortAnswer') expect(q.acceptedAnswers.length, where).toBeGreaterThan(0);
        expect(q.type === 'likert', where).toBe(c.kind === QUIZ_KIND.Evaluation);
      }
      if (c.kind === QUIZ_KIND.Quiz) {
        const grade = gradeAttempt(questions.map(gradedQuestion), bestAnswers(questions), {
          evaluation: false,
          passThreshold: c.pass_threshold!,
        });
        expect(grade.score, `${c.course} ${c.content_type}`).toBe(100);
      }
    }
  });

  it('never show a retryable scored quiz its right answers while attempts are left', async () => {
    for (const c of await quizContents()) {
      const where = `${c.company} ${c.course}: ${c.content_type}`;
      if (c.kind === QUIZ_KIND.Evaluation) continue;
      expect(c.review, where).toMatch(/^(never|afterPassedOrLastAttempt)$/);
      if (c.content_type === 'Final Quiz') expect(c.review, where).toBe('afterPassedOrLastAttempt');
    }
  });

  it('give the showcase course its hand-written quizzes and rules', async () => {
    const leadership = (await quizContents()).filter(
      (c) => c.course === 'Team Leadership Fundamentals',
    );
    const of = async (type: string) => {
      const quiz = leadership.find((c) => c.content_type === type)!;
      return { quiz, questions: await loadQuestions(database.db, quiz.id!) };
    };
    const types = (qs: QuestionData[]) => new Set(qs.map((q) => q.type));
    const scored = new Set(['single', 'multiple', 'trueFalse', 'shortAnswer']);

    const pre = await of('Pre Test');
    expect(pre.questions).toHaveLength(5);
    expect(types(pre.questions)).toEqual(scored);
    expect(pre.quiz).toMatchObject({ max_attempts: 1, review: 'never', kind: 0 });

    const post = await of('Post Test');
    expect(post.questions).toHaveLength(5);
    expect(post.quiz).toMatchObject({ max_attempts: 3, review: 'afterPassedOrLastAttempt' });

    const final = await of('Final Quiz');
    expect(final.questions).toHaveLength(6);
    expect(types(final.questions)).toEqual(scored);
    expect(final.quiz).toMatchObject({
      time_limit_seconds: 600,
      max_attempts: 3,
      shuffle_questions: true,
      shuffle_options: true,
      pass_threshold: 70,
      review: 'afterPassedOrLastAttempt',
    });
    for (const q of final.questions) {
      expect(q.explanationId, q.textEn).toBeTruthy();
      expect(q.explanationEn, q.textEn).toBeTruthy();
    }
    expect(final.questions.find((q) => q.type === 'shortAnswer')!.acceptedAnswers).toContain(
      'SMART',
    );

    const evaluation = await of('Evaluation');
    expect(evaluation.quiz.kind).toBe(QUIZ_KIND.Evaluation);
    expect(evaluation.questions).toHaveLength(4);
    expect(types(evaluation.questions)).toEqual(new Set(['likert']));
  });
});
