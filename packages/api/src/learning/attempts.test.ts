import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../contract/common';
import type { Attempt, SavedAnswer } from '../contract/quiz';
import { enrol, markDone } from './progress.service';
import {
  companyId,
  createCourse,
  newLearner,
  request,
  type Learner,
  type TestContent,
  type TestQuestion,
  type CreatedQuestion as Q,
  type TestQuiz,
} from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let ajar: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(h.app, method, path, opts);
const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
const start = (quizId: number, who: Learner, lang = 'id') =>
  call('POST', `/v1/quizzes/${quizId}/attempts`, { token: who.token, lang });
const started = async (quizId: number, who: Learner) => {
  const res = await start(quizId, who);
  expect(res.status).toBe(201);
  return (await res.json()) as Attempt;
};
const read = async (id: number, who: Learner) => {
  const res = await call('GET', `/v1/attempts/${id}`, { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as Attempt;
};
const answer = (id: number, questionId: number, value: unknown, who: Learner, at = new Date()) =>
  call('PUT', `/v1/attempts/${id}/answers/${questionId}`, {
    token: who.token,
    body: { value, answeredAt: at.toISOString() },
  });
const submit = (id: number, who: Learner, answers: unknown[] = []) =>
  call('POST', `/v1/attempts/${id}/submit`, { token: who.token, body: { answers } });
const submitted = async (id: number, who: Learner, answers: unknown[] = []) => {
  const res = await submit(id, who, answers);
  expect(res.status).toBe(200);
  return (await res.json()) as Attempt;
};

/** Four questions worth one point each, one of every scored type. */
const MIXED: TestQuestion[] = [
  { type: 'single', options: ['*Jakarta', 'Bandung', 'Surabaya'] },
  { type: 'multiple', options: ['*merah', '*putih', 'biru', '*hijau'] },
  { type: 'trueFalse', options: ['*Benar', 'Salah'] },
  { type: 'shortAnswer', accepted: ['SMART'] },
];
const quiz = (type: TestContent['type'] = 'Post Test', extra: Partial<TestQuiz> = {}) => ({
  type,
  quiz: { questions: MIXED, ...extra },
});

/** A fresh course with one fresh learner enrolled. */
async function setup(contents: TestContent[]) {
  const learner = await newLearner(db(), h.tokens, ajar);
  const course = await createCourse(db(), ajar, contents);
  const { enrolment } = await enrol(db(), learner.auth, course.courseId, 'free');
  const q = course.contents.find((c) => c.quizId > 0)!;
  return { learner, enrolment, quiz: q, ...course };
}

describe('starting and resuming', () => {
  it('creates an attempt once (201), then answers the same open one (200)', async () => {
    const { learner, quiz: q } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    expect(attempt).toMatchObject({ status: 'open', attemptNumber: 1, result: null, answers: {} });
    expect(attempt.questions.map((x) => x.id)).toEqual(q.questions.map((x) => x.id));
    expect(Math.abs(Date.parse(attempt.serverNow) - Date.now())).toBeLessThan(5000);
    const again = await start(q.quizId, learner);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Attempt).id).toBe(attempt.id);
    expect((await read(attempt.id, learner)).id).toBe(attempt.id);
  });

  it('makes one attempt of two starts at once', async () => {
    const { learner, quiz: q } = await setup([quiz()]);
    const both = await Promise.all([start(q.quizId, learner), start(q.quizId, learner)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(both.map(async (r) => ((await r.json()) as Attempt).id));
    expect(ids[0]).toBe(ids[1]);
  });

  it('keeps a shuffled order across reads and resumes, and really shuffles', async () => {
    const questions = Array.from({ length: 8 }, () => ({
      type: 'single' as const,
      options: ['*a', 'b', 'c', 'd', 'e'],
    }));
    const shuffled = { shuffle_questions: true, shuffle_options: true, questions };
    const { learner, quiz: q, courseId } = await setup([{ type: 'Final Quiz', quiz: shuffled }]);
    const order = (a: Attempt) => a.questions.map((x) => [x.id, x.options.map((o) => o.id)]);
    const attempt = await started(q.quizId, learner);
    expect(order(await read(attempt.id, learner))).toEqual(order(attempt));
    expect(order(await read(attempt.id, learner))).toEqual(order(attempt));
    const resumed = (await (await start(q.quizId, learner)).json()) as Attempt;
    expect(order(resumed)).toEqual(order(attempt));
    const authored = q.questions.map((x) => x.id);
    expect(attempt.questions.map((x) => x.id).sort()).toEqual([...authored].sort());
    // Two learners both keeping the author's order: 1 in 8!^2, a false failure never seen.
    const other = await newLearner(db(), h.tokens, ajar);
    await enrol(db(), other.auth, courseId, 'free');
    const second = await started(q.quizId, other);
    const orders = [attempt, second].map((a) => a.questions.map((x) => x.id).join());
    expect(orders.some((o) => o !== authored.join())).toBe(true);
  });

  it('refuses a locked content (403) and a course I am not in (403)', async () => {
    const { learner, quiz: q, contents, enrolment } = await setup([{ type: 'Module' }, quiz()]);
    const locked = await start(q.quizId, learner);
    expect(locked.status).toBe(403);
    expect(await errorOf(locked)).toEqual({
      code: 'content_locked',
      message: 'Selesaikan materi sebelumnya untuk membuka materi ini',
    });
    await markDone(db(), enrolment, contents[0]!.id);
    expect((await start(q.quizId, learner)).status).toBe(201);
    const stranger = await newLearner(db(), h.tokens, ajar);
    const res = await start(q.quizId, stranger);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('not_enrolled');
  });

  it('stops at the attempt limit with a translated 409, numbering attempts until then', async () => {
    const { learner, quiz: q } = await setup([quiz('Post Test', { max_attempts: 2 })]);
    const one = await started(q.quizId, learner);
    await submitted(one.id, learner);
    const two = await started(q.quizId, learner);
    expect(two.id).not.toBe(one.id);
    expect(two.attemptNumber).toBe(2);
    await submitted(two.id, learner);
    const refused = await start(q.quizId, learner);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'attempts_exhausted',
      message: 'Kesempatan mengerjakan sudah habis (maksimal 2 kali)',
    });
    expect((await errorOf(await start(q.quizId, learner, 'en'))).message).toBe(
      'No attempts left (at most 2)',
    );
  });

  it('needs a token', async () => {
    const { quiz: q } = await setup([quiz()]);
    expect((await call('POST', `/v1/quizzes/${q.quizId}/attempts`)).status).toBe(401);
    expect((await call('GET', '/v1/attempts/1')).status).toBe(401);
  });
});

describe('answering', () => {
  it('keeps the newest answer when an older one arrives later (applied false)', async () => {
    const { learner, quiz: q } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    const single = q.questions[0]!;
    const newer = new Date();
    const older = new Date(newer.getTime() - 60_000);
    const first = await answer(attempt.id, single.id, single.options[1], learner, newer);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ questionId: single.id, applied: true });
    const late = await answer(attempt.id, single.id, single.options[0], learner, older);
    expect(late.status).toBe(200);
    const body = (await late.json()) as SavedAnswer;
    expect(body.applied).toBe(false);
    expect((await read(attempt.id, learner)).answers).toEqual({
      [single.id]: single.options[1],
    });
    const newest = new Date(newer.getTime() + 1000);
    const fresh = await answer(attempt.id, single.id, single.options[2], learner, newest);
    expect(((await fresh.json()) as SavedAnswer).applied).toBe(true);
    expect((await read(attempt.id, learner)).answers[single.id]).toBe(single.options[2]);
  });

  it('rejects a value that does not fit the question (400 value) and a foreign question (404)', async () => {
    const { learner, quiz: q } = await setup([
      quiz('Post Test', { questions: [...MIXED, { type: 'likert' }] }),
    ]);
    const attempt = await started(q.quizId, learner);
    const [single, multi, tf, short, likert] = q.questions as Q[] as [Q, Q, Q, Q, Q];
    const bad: [number, unknown][] = [
      [single.id, multi.options[0]],
      [single.id, [single.options[0], single.options[1]]],
      [multi.id, [multi.options[0], multi.options[0]]],
      [multi.id, multi.options[0]],
      [tf.id, single.options[0]],
      [short.id, ['SMART']],
      [likert.id, '6'],
      [likert.id, 'lima'],
    ];
    for (const [questionId, value] of bad) {
      const res = await answer(attempt.id, questionId, value, learner);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect((await errorOf(res)).field).toBe('value');
    }
    const good: [number, unknown][] = [
      [single.id, single.options[0]],
      [multi.id, []],
      [tf.id, tf.options[1]],
      [short.id, ' smart '],
      [likert.id, '5'],
    ];
    for (const [questionId, value] of good)
      expect((await answer(attempt.id, questionId, value, learner)).status).toBe(200);
    const other = await setup([quiz()]);
    const foreign = await answer(attempt.id, other.quiz.questions[0]!.id, 'x', learner);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toMatchObject({ field: 'question', code: 'not_found' });
  });

  it('closes answers after the deadline plus grace, and grades on the next read', async () => {
    const { learner, quiz: q } = await setup([quiz('Post Test', { time_limit_seconds: 60 })]);
    const attempt = await started(q.quizId, learner);
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(60_000);
    const [single, , tf] = q.questions;
    expect((await answer(attempt.id, single!.id, single!.correct[0], learner)).status).toBe(200);
    // Ten seconds late is within the grace for network latency.
    const moveDeadline = (secondsAgo: number) =>
      db()
        .updateTable('attempts')
        .set({ deadline_at: new Date(Date.now() - secondsAgo * 1000) })
        .where('id', '=', attempt.id)
        .execute();
    await moveDeadline(10);
    expect((await answer(attempt.id, tf!.id, tf!.correct[0], learner)).status).toBe(200);
    await moveDeadline(31);
    const late = await answer(attempt.id, single!.id, single!.options[1], learner);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toEqual({
      code: 'attempt_closed',
      message: 'Waktu pengerjaan sudah habis atau jawaban sudah dikumpulkan',
    });
    const graded = await read(attempt.id, learner);
    expect(graded.status).toBe('submitted');
    expect(graded.result).toMatchObject({ score: 50, correctCount: 2, totalQuestions: 4 });
    expect(graded.submittedAt).toBe(new Date(graded.deadlineAt!).toISOString());
  });

  it('grades an overdue open attempt when I start again, then starts the next one', async () => {
    const { learner, quiz: q } = await setup([quiz('Post Test', { time_limit_seconds: 60 })]);
    const first = await started(q.quizId, learner);
    const single = q.questions[0]!;
    await answer(first.id, single.id, single.correct[0], learner);
    await db()
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first.id)
      .execute();
    const second = await started(q.quizId, learner);
    expect(second.id).not.toBe(first.id);
    expect(second.attemptNumber).toBe(2);
    expect((await read(first.id, learner)).result).toMatchObject({ score: 25, correctCount: 1 });
  });

  it('refuses answers to a submitted attempt (409)', async () => {
    const { learner, quiz: q } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    // A submit without a body is a plain hand-in.
    const bare = await call('POST', `/v1/attempts/${attempt.id}/submit`, { token: learner.token });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as Attempt).status).toBe('submitted');
    const res = await answer(attempt.id, q.questions[0]!.id, q.questions[0]!.options[0], learner);
    expect(res.status).toBe(409);
  });
});

describe('submitting', () => {
  it('counts answers carried by the submit, scoring every type with partial credit', async () => {
    const { learner, quiz: q } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    const [single, multi, tf, short] = q.questions as Q[] as [Q, Q, Q, Q, Q];
    const at = new Date().toISOString();
    const result = await submitted(attempt.id, learner, [
      { questionId: single.id, value: single.correct[0], answeredAt: at },
      // Two of three right and one wrong: (2 - 1) / 3 of a point.
      {
        questionId: multi.id,
        value: [multi.correct[0], multi.correct[1], multi.options[2]],
        answeredAt: at,
      },
      { questionId: tf.id, value: tf.options[1], answeredAt: at },
      { questionId: short.id, value: '  smart ', answeredAt: at },
    ]);
    expect(result.status).toBe('submitted');
    expect(result.answers[short.id]).toBe('  smart ');
    // (1 + 1/3 + 0 + 1) / 4 = 58.3
    expect(result.result).toMatchObject({
      score: 58.3,
      passed: true,
      correctCount: 2,
      totalQuestions: 4,
      passThreshold: 50,
    });
  });

  it('answers the same result to a repeated submit and grades two at once only once', async () => {
    const { learner, quiz: q, enrolment } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    const single = q.questions[0]!;
    await answer(attempt.id, single.id, single.correct[0], learner);
    // Every write that grades an attempt leaves a line here, so a second grading shows.
    await sql`
      create table grading_log (attempt_id integer not null);
      create function log_grading() returns trigger language plpgsql as $$
        begin insert into grading_log values (new.id); return new; end $$;
      create trigger attempts_graded after update of submitted_at on attempts
        for each row when (new.submitted_at is not null) execute function log_grading();
    `.execute(db());
    const [a, b] = await Promise.all([submit(attempt.id, learner), submit(attempt.id, learner)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = (await a.json()) as Attempt;
    const second = (await b.json()) as Attempt;
    expect(second.result).toEqual(first.result);
    expect(second.submittedAt).toBe(first.submittedAt);
    // A later submit carrying a different answer changes nothing.
    const again = await submitted(attempt.id, learner, [
      { questionId: single.id, value: single.options[1], answeredAt: new Date().toISOString() },
    ]);
    expect(again.result).toEqual(first.result);
    expect(again.answers[single.id]).toBe(single.correct[0]);
    const progress = await db()
      .selectFrom('content_progress')
      .select('content_id')
      .where('enrolment_id', '=', enrolment.id)
      .execute();
    expect(progress).toEqual([{ content_id: q.id }]);
    const log = await sql<{ attempt_id: number }>`select attempt_id from grading_log`.execute(db());
    expect(log.rows).toEqual([{ attempt_id: attempt.id }]);
  });

  it('ignores answers carried after the deadline plus grace, grading what was saved', async () => {
    const { learner, quiz: q } = await setup([quiz('Post Test', { time_limit_seconds: 60 })]);
    const attempt = await started(q.quizId, learner);
    await db()
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 60_000) })
      .where('id', '=', attempt.id)
      .execute();
    const single = q.questions[0]!;
    const result = await submitted(attempt.id, learner, [
      { questionId: single.id, value: single.correct[0], answeredAt: new Date().toISOString() },
    ]);
    expect(result.result).toMatchObject({ score: 0, correctCount: 0 });
    expect(result.answers).toEqual({});
  });

  it('shows no correctness before submitting, and a review after only when the quiz allows', async () => {
    const explained = MIXED.map((x) => ({ ...x, explanation: 'Karena begitu' }));
    const { learner, quiz: q } = await setup([
      quiz('Post Test', { questions: explained, review: 'afterSubmit' }),
    ]);
    const attempt = await started(q.quizId, learner);
    await answer(attempt.id, q.questions[0]!.id, q.questions[0]!.correct[0], learner);
    const open = JSON.stringify(await read(attempt.id, learner));
    for (const word of ['isCorrect', 'correct', 'explanation', 'accepted', 'SMART', 'Karena'])
      expect(open).not.toContain(word);
    const done = await submitted(attempt.id, learner);
    const review = done.result!.review!;
    expect(review).toHaveLength(4);
    expect(review[0]).toEqual({
      questionId: q.questions[0]!.id,
      isCorrect: true,
      correct: q.questions[0]!.correct,
      explanation: { id: 'Karena begitu', en: 'Karena begitu' },
    });
    expect(review[3]).toMatchObject({ isCorrect: false, correct: ['SMART'] });

    const hidden = await setup([quiz('Pre Test', { review: 'never' })]);
    const closed = await started(hidden.quiz.quizId, hidden.learner);
    const result = await submitted(closed.id, hidden.learner);
    expect(result.result).toMatchObject({ review: null, score: 0 });
    expect(JSON.stringify(await read(closed.id, hidden.learner))).not.toContain('isCorrect');
  });

  it('keeps the right answers of a failed final quiz back while attempts are left', async () => {
    const explained = MIXED.map((x) => ({ ...x, explanation: 'Karena begitu' }));
    const { learner, quiz: q } = await setup([
      quiz('Final Quiz', { questions: explained, max_attempts: 3, pass_threshold: 70 }),
    ]);
    const [single] = q.questions as [Q];
    const at = new Date().toISOString();
    // One right of four: 25, failed, two attempts left.
    const right = [{ questionId: single.id, value: single.correct[0], answeredAt: at }];
    const first = await submitted((await started(q.quizId, learner)).id, learner, right);
    const leaks = (a: Attempt) => {
      const json = JSON.stringify(a);
      return ['isCorrect', 'correct"', 'Karena', 'SMART'].filter((w) => json.includes(w));
    };
    // Neither the result of submitting nor the detail the score history opens gives it away.
    for (const view of [first, await read(first.id, learner)]) {
      expect(view.result).toMatchObject({
        score: 25,
        passed: false,
        correctCount: 1,
        review: null,
        reviewWithheld: 'untilPassedOrLastAttempt',
      });
      expect(view.answers).toEqual({ [single.id]: single.correct[0] });
      expect(leaks(view)).toEqual([]);
    }

    // Passing opens the review of every attempt, the failed one too.
    const all = q.questions.map((x) => ({
      questionId: x.id,
      value: x.type === 'shortAnswer' ? 'smart' : x.type === 'multiple' ? x.correct : x.correct[0],
      answeredAt: at,
    }));
    const second = await submitted((await started(q.quizId, learner)).id, learner, all);
    expect(second.result).toMatchObject({ score: 100, passed: true, reviewWithheld: null });
    expect(second.result!.review).toHaveLength(4);
    const earlier = await read(first.id, learner);
    expect(earlier.result!.review![0]).toEqual({
      questionId: single.id,
      isCorrect: true,
      correct: single.correct,
      explanation: { id: 'Karena begitu', en: 'Karena begitu' },
    });
  });

  it('shows the review after the last attempt even when failed, and never under `never`', async () => {
    const { learner, quiz: q } = await setup([quiz('Post Test', { max_attempts: 2 })]);
    const one = await submitted((await started(q.quizId, learner)).id, learner);
    expect(one.result).toMatchObject({ review: null, reviewWithheld: 'untilPassedOrLastAttempt' });
    const two = await submitted((await started(q.quizId, learner)).id, learner);
    expect(two.result).toMatchObject({ passed: false, reviewWithheld: null });
    expect(two.result!.review!.map((r) => r.correct)).toEqual(
      q.questions.map((x) => (x.correct.length ? x.correct : ['SMART'])),
    );
    expect((await read(one.id, learner)).result!.review).toHaveLength(4);

    const hidden = await setup([quiz('Final Quiz', { review: 'never', max_attempts: 1 })]);
    const [single] = hidden.quiz.questions as [Q];
    const all = hidden.quiz.questions.map((x) => ({
      questionId: x.id,
      value: x.type === 'shortAnswer' ? 'SMART' : x.type === 'multiple' ? x.correct : x.correct[0],
      answeredAt: new Date().toISOString(),
    }));
    const passed = await submitted(
      (await started(hidden.quiz.quizId, hidden.learner)).id,
      hidden.learner,
      all,
    );
    expect(passed.result).toMatchObject({ passed: true, review: null, reviewWithheld: 'never' });
    const detail = await read(passed.id, hidden.learner);
    expect(JSON.stringify(detail)).not.toContain('isCorrect');
    expect(detail.answers[single.id]).toBe(single.correct[0]);
  });

  it('grades an evaluation without a score and marks it done', async () => {
    const likert = { type: 'likert' as const };
    const {
      learner,
      quiz: q,
      enrolment,
    } = await setup([{ type: 'Evaluation', quiz: { kind: 1, questions: [likert, likert] } }]);
    const attempt = await started(q.quizId, learner);
    expect(attempt.questions.every((x) => x.options.length === 0)).toBe(true);
    const at = new Date().toISOString();
    const result = await submitted(attempt.id, learner, [
      { questionId: q.questions[0]!.id, value: '4', answeredAt: at },
      { questionId: q.questions[1]!.id, value: '5', answeredAt: at },
    ]);
    expect(result.kind).toBe(1);
    expect(result.result).toMatchObject({
      score: null,
      passed: null,
      correctCount: 0,
      review: null,
    });
    expect(result.answers).toEqual({ [q.questions[0]!.id]: '4', [q.questions[1]!.id]: '5' });
    // The evaluation's detail (its history page) carries the learner's own ratings, and no
    // review to withhold: a survey has no right answers.
    const detail = await read(attempt.id, learner);
    expect(detail.answers).toEqual({ [q.questions[0]!.id]: '4', [q.questions[1]!.id]: '5' });
    expect(detail.result).toMatchObject({ score: null, review: null, reviewWithheld: null });
    const done = await db()
      .selectFrom('content_progress')
      .select('content_id')
      .where('enrolment_id', '=', enrolment.id)
      .execute();
    expect(done).toEqual([{ content_id: q.id }]);
  });
});

describe('other people', () => {
  it('hides my attempt from another member: read, answer and submit are 404', async () => {
    const { learner, quiz: q, courseId } = await setup([quiz()]);
    const attempt = await started(q.quizId, learner);
    const other = await newLearner(db(), h.tokens, ajar);
    await enrol(db(), other.auth, courseId, 'free');
    const question = q.questions[0]!;
    const tries = [
      await call('GET', `/v1/attempts/${attempt.id}`, { token: other.token }),
      await answer(attempt.id, question.id, question.options[0], other),
      await submit(attempt.id, other),
    ];
    for (const res of tries) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    expect((await read(attempt.id, learner)).status).toBe('open');
    expect((await read(attempt.id, learner)).answers).toEqual({});
  });

  it('hides another company’s quiz (404)', async () => {
    const { quiz: q } = await setup([quiz()]);
    const outsider = await newLearner(db(), h.tokens, await companyId(db(), 'Nusantara Logistik'));
    const res = await start(q.quizId, outsider);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'not_found', field: 'quiz' });
    expect((await start(999_999, outsider)).status).toBe(404);
  });
});

describe('completing a course', () => {
  it('marks a passed final quiz done and issues a certificate anyone can check', async () => {
    const {
      learner,
      quiz: q,
      contents,
      enrolment,
    } = await setup([{ type: 'Module' }, quiz('Final Quiz', { pass_threshold: 70 })]);
    await markDone(db(), enrolment, contents[0]!.id);
    const failing = await started(q.quizId, learner);
    const failed = await submitted(failing.id, learner);
    expect(failed.result).toMatchObject({ score: 0, passed: false, passThreshold: 70 });
    const status = async () =>
      db()
        .selectFrom('content_progress')
        .select('content_id')
        .where('enrolment_id', '=', enrolment.id)
        .execute();
    expect(await status()).toHaveLength(1);

    const passing = await started(q.quizId, learner);
    const at = new Date().toISOString();
    const passed = await submitted(
      passing.id,
      learner,
      q.questions.map((x) => ({
        questionId: x.id,
        value:
          x.type === 'multiple' ? x.correct : x.type === 'shortAnswer' ? 'smart' : x.correct[0],
        answeredAt: at,
      })),
    );
    expect(passed.result).toMatchObject({ score: 100, passed: true });
    expect(await status()).toHaveLength(2);
    const certificate = await db()
      .selectFrom('certificates')
      .select('code')
      .where('enrolment_id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    const check = await call('GET', `/v1/certificates/${certificate.code}`);
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({
      code: certificate.code,
      state: 'valid',
      learnerName: learner.name,
    });
  });

  it('runs the seeded showcase final quiz: six shuffled questions, ten minutes', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    const course = await db()
      .selectFrom('courses')
      .select('id')
      .where('company_id', '=', ajar)
      .where('title_en', '=', 'Team Leadership Fundamentals')
      .executeTakeFirstOrThrow();
    const { enrolment } = await enrol(db(), learner.auth, course.id, 'free');
    const contents = await db()
      .selectFrom('course_contents as c')
      .innerJoin('course_sections as s', 's.id', 'c.section_id')
      .leftJoin('quizzes as q', 'q.content_id', 'c.id')
      .select(['c.id', 'c.content_type', 'q.id as quizId'])
      .where('s.course_id', '=', course.id)
      .orderBy('s.position')
      .orderBy('c.position')
      .execute();
    const finalAt = contents.findIndex((c) => c.content_type === 'Final Quiz');
    for (const c of contents.slice(0, finalAt)) await markDone(db(), enrolment, c.id);
    const attempt = await started(contents[finalAt]!.quizId!, learner);
    expect(attempt.questions).toHaveLength(6);
    expect(new Set(attempt.questions.map((x) => x.type))).toEqual(
      new Set(['single', 'multiple', 'trueFalse', 'shortAnswer']),
    );
    expect(Date.parse(attempt.deadlineAt!) - Date.parse(attempt.startedAt)).toBe(600_000);
  });
});
