import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../contract/common';
import type { Attempt } from '../contract/quiz';
import type { AttemptHistory, MyCourse, MyCourseDetail } from '../contract/scores';
import { enrol, markDone } from './progress.service';
import { myCourses } from './my-courses.service';
import {
  companyId,
  createCourse,
  newLearner,
  request,
  type CreatedContent,
  type Learner,
  type TestQuestion,
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
const get = async <T>(path: string, who: Learner, status = 200) => {
  const res = await request(h.app, 'GET', path, { token: who.token });
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};

/** Four one-point single-choice questions: each right answer is worth 25. */
const FOUR: TestQuestion[] = Array.from({ length: 4 }, () => ({
  type: 'single',
  options: ['*ya', 'tidak'],
}));

/** Takes a quiz through the API, answering `right` questions correctly. */
async function take(content: CreatedContent, who: Learner, right: number) {
  const start = await request(h.app, 'POST', `/v1/quizzes/${content.quizId}/attempts`, {
    token: who.token,
  });
  expect(start.status).toBe(201);
  const attempt = (await start.json()) as Attempt;
  const answeredAt = new Date().toISOString();
  const answers = content.questions.map((q, i) => ({
    questionId: q.id,
    value: q.type === 'likert' ? '4' : i < right ? q.correct[0] : q.options[1],
    answeredAt,
  }));
  const res = await request(h.app, 'POST', `/v1/attempts/${attempt.id}/submit`, {
    token: who.token,
    body: { answers },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Attempt;
}

async function programme() {
  const learner = await newLearner(db(), h.tokens, ajar);
  const course = await createCourse(db(), ajar, [
    { type: 'Pre Test', quiz: { max_attempts: 2, questions: FOUR } },
    { type: 'Module' },
    { type: 'Post Test', quiz: { questions: FOUR } },
    { type: 'Final Quiz', quiz: { pass_threshold: 70, questions: FOUR } },
    { type: 'Evaluation', quiz: { kind: 1, questions: [{ type: 'likert' }] } },
  ]);
  const { enrolment } = await enrol(db(), learner.auth, course.courseId, 'free');
  const [pre, module, post, final, evaluation] = course.contents as [
    CreatedContent,
    CreatedContent,
    CreatedContent,
    CreatedContent,
    CreatedContent,
  ];
  return { learner, enrolment, courseId: course.courseId, pre, module, post, final, evaluation };
}

describe('my courses', () => {
  it('lists only my enrolments, most recent activity first, with where to continue', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    expect(await get<MyCourse[]>('/v1/my/courses', learner)).toEqual([]);
    const older = await createCourse(db(), ajar, [
      { type: 'Module' },
      { type: 'Post Test', quiz: { questions: FOUR } },
    ]);
    const newer = await createCourse(db(), ajar, [{ type: 'Module' }]);
    const first = await enrol(db(), learner.auth, older.courseId, 'free');
    await enrol(db(), learner.auth, newer.courseId, 'free');
    const before = await get<MyCourse[]>('/v1/my/courses', learner);
    expect(before.map((m) => m.course.id)).toEqual([newer.courseId, older.courseId]);
    expect(before[1]).toMatchObject({
      nextContentId: older.contents[0]!.id,
      enrolment: { courseId: older.courseId, progress: 0, source: 'free' },
      course: { contentCount: 2 },
    });
    await markDone(db(), first.enrolment, older.contents[0]!.id);
    const after = await get<MyCourse[]>('/v1/my/courses', learner);
    expect(after.map((m) => m.course.id)).toEqual([older.courseId, newer.courseId]);
    expect(after[0]).toMatchObject({
      nextContentId: older.contents[1]!.id,
      enrolment: { progress: 50 },
    });
    const other = await newLearner(db(), h.tokens, ajar);
    expect(await get<MyCourse[]>('/v1/my/courses', other)).toEqual([]);
  });

  it("tells each course's final quiz apart as the course page does, in queries that do not grow with courses", async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    const withFinal = () =>
      createCourse(db(), ajar, [
        { type: 'Module' },
        { type: 'Final Quiz', quiz: { pass_threshold: 70, questions: FOUR } },
      ]);
    const [passed, failed, none] = [
      await withFinal(),
      await withFinal(),
      await createCourse(db(), ajar, [{ type: 'Module' }]),
    ];
    const counted = countingQueries();
    const enrolments = [];
    for (const course of [none, failed, passed])
      enrolments.push((await enrol(db(), learner.auth, course.courseId, 'free')).enrolment);
    await myCourses(counted.db, learner.auth);
    const queriesForThree = counted.queries();
    // The final quiz opens once the module before it is done.
    await markDone(db(), enrolments[1]!, failed.contents[0]!.id);
    await markDone(db(), enrolments[2]!, passed.contents[0]!.id);
    await take(passed.contents[1]!, learner, 4);
    await take(failed.contents[1]!, learner, 0);
    const list = await get<MyCourse[]>('/v1/my/courses', learner);
    const finalOf = (id: number) => list.find((m) => m.course.id === id)?.enrolment;
    expect(finalOf(passed.courseId)).toMatchObject({
      finalQuiz: 'Passed',
      finalQuizAttempted: true,
    });
    expect(finalOf(failed.courseId)).toMatchObject({
      finalQuiz: 'NotPassed',
      finalQuizAttempted: true,
    });
    expect(finalOf(none.courseId)).toMatchObject({
      finalQuiz: 'NoFinalQuiz',
      finalQuizAttempted: false,
    });
    for (const course of [passed, failed, none]) {
      const page = await get<MyCourseDetail>(`/v1/my/courses/${course.courseId}`, learner);
      expect(finalOf(course.courseId)).toEqual(page.enrolment);
    }
    const one = await newLearner(db(), h.tokens, ajar);
    await enrol(db(), one.auth, none.courseId, 'free');
    const countedOne = countingQueries();
    await myCourses(countedOne.db, one.auth);
    expect(queriesForThree).toBe(countedOne.queries());
  });

  it('needs a token', async () => {
    expect((await request(h.app, 'GET', '/v1/my/courses')).status).toBe(401);
  });
});

describe('my course detail', () => {
  it('shows every content with its status and scores, and the learning gain', async () => {
    const p = await programme();
    const url = `/v1/my/courses/${p.courseId}`;
    const fresh = await get<MyCourseDetail>(url, p.learner);
    expect(fresh).toMatchObject({ passThreshold: 70, learningGain: null, nextContentId: p.pre.id });
    // Not tried yet is not a failure: the app shows it neutral.
    expect(fresh.enrolment).toMatchObject({ finalQuiz: 'NotPassed', finalQuizAttempted: false });
    expect(fresh.sections[0]!.contents.map((c) => c.status)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);

    await take(p.pre, p.learner, 1); // 25
    await take(p.pre, p.learner, 4); // 100: a retry, not the starting point
    await markDone(db(), p.enrolment, p.module.id);
    await take(p.post, p.learner, 3); // 75
    await take(p.post, p.learner, 2); // 50
    await take(p.final, p.learner, 2); // 50, below 70

    const detail = await get<MyCourseDetail>(url, p.learner);
    expect(detail.learningGain).toEqual({ preTest: 25, postTest: 75, gain: 50 });
    expect(detail.nextContentId).toBe(p.final.id);
    const [pre, module, post, final, evaluation] = detail.sections[0]!.contents;
    expect(pre).toMatchObject({
      id: p.pre.id,
      status: 'done',
      attempts: 2,
      bestScore: 100,
      lastScore: 100,
      passed: true,
    });
    expect(pre!.completedAt).not.toBeNull();
    expect(module).toMatchObject({ status: 'done', attempts: 0, bestScore: null, passed: null });
    expect(post).toMatchObject({ status: 'done', attempts: 2, bestScore: 75, lastScore: 50 });
    expect(final).toMatchObject({
      status: 'inProgress',
      attempts: 1,
      bestScore: 50,
      passed: false,
      completedAt: null,
    });
    expect(evaluation).toMatchObject({ status: 'locked', attempts: 0 });
    expect(detail.enrolment).toMatchObject({
      progress: 60,
      finalQuiz: 'NotPassed',
      finalQuizAttempted: true,
    });
  });

  it("gives each quiz its own pass mark, not the final quiz's", async () => {
    const p = await programme();
    const detail = await get<MyCourseDetail>(`/v1/my/courses/${p.courseId}`, p.learner);
    // The course passes at its final quiz's 70; its pre and post tests at the default 50.
    expect(detail.passThreshold).toBe(70);
    expect(detail.sections[0]!.contents.map((c) => [c.type, c.passThreshold])).toEqual([
      ['Pre Test', 50],
      ['Module', null],
      ['Post Test', 50],
      ['Final Quiz', 70],
      ['Evaluation', null],
    ]);
  });

  it('counts an attempt left open past its deadline', async () => {
    const learner = await newLearner(db(), h.tokens, ajar);
    const course = await createCourse(db(), ajar, [
      { type: 'Post Test', quiz: { time_limit_seconds: 60, questions: FOUR } },
    ]);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const started = await request(
      h.app,
      'POST',
      `/v1/quizzes/${course.contents[0]!.quizId}/attempts`,
      {
        token: learner.token,
      },
    );
    const attempt = (await started.json()) as Attempt;
    await db()
      .updateTable('attempts')
      .set({ deadline_at: new Date(Date.now() - 120_000) })
      .where('id', '=', attempt.id)
      .execute();
    const detail = await get<MyCourseDetail>(`/v1/my/courses/${course.courseId}`, learner);
    expect(detail.sections[0]!.contents[0]).toMatchObject({
      status: 'done',
      attempts: 1,
      lastScore: 0,
    });
  });

  it('is 404 for a course I am not in, or of another company', async () => {
    const p = await programme();
    const stranger = await newLearner(db(), h.tokens, ajar);
    const res = await request(h.app, 'GET', `/v1/my/courses/${p.courseId}`, {
      token: stranger.token,
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: 'not_found',
      message: 'Kursus tidak ditemukan',
      field: 'course',
    });
    const outsider = await newLearner(db(), h.tokens, await companyId(db(), 'Nusantara Logistik'));
    await get(`/v1/my/courses/${p.courseId}`, outsider, 404);
    await get(`/v1/my/courses/${p.courseId}/attempts`, outsider, 404);
  });
});

describe('my attempt history', () => {
  it('lists submitted attempts of a content, the final quiz or the evaluation, newest first', async () => {
    const p = await programme();
    const base = `/v1/my/courses/${p.courseId}/attempts`;
    await take(p.pre, p.learner, 1);
    await take(p.pre, p.learner, 3);
    await markDone(db(), p.enrolment, p.module.id);
    await take(p.post, p.learner, 4);
    await take(p.final, p.learner, 4);
    await take(p.evaluation, p.learner, 0);

    const pre = await get<AttemptHistory>(`${base}?contentId=${p.pre.id}`, p.learner);
    expect(pre.items.map((i) => [i.attemptNumber, i.score])).toEqual([
      [2, 75],
      [1, 25],
    ]);
    expect(pre.items[0]).toMatchObject({
      content: { id: p.pre.id, type: 'Pre Test' },
      passed: true,
    });
    expect(pre.items[0]!.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(pre.passThreshold).toBe(50);
    expect(pre.course.id).toBe(p.courseId);

    const final = await get<AttemptHistory>(`${base}?type=final`, p.learner);
    expect(final.passThreshold).toBe(70);
    expect(final.items).toHaveLength(1);
    expect(final.items[0]).toMatchObject({ score: 100, passed: true, content: { id: p.final.id } });

    const evaluation = await get<AttemptHistory>(`${base}?type=evaluation`, p.learner);
    expect(evaluation.items).toHaveLength(1);
    expect(evaluation.items[0]).toMatchObject({ score: null, passed: null });

    const all = await get<AttemptHistory>(base, p.learner);
    expect(all.items).toHaveLength(5);

    const other = await programme();
    await get(`${base}?contentId=${other.pre.id}`, p.learner, 404);
    await get(`${base}?contentId=${p.module.id}`, p.learner, 404);
    await get(`${base}?type=weekly`, p.learner, 400);
    // Another member sees none of mine.
    const stranger = await newLearner(db(), h.tokens, ajar);
    await enrol(db(), stranger.auth, p.courseId, 'free');
    expect((await get<AttemptHistory>(base, stranger)).items).toEqual([]);
  });
});

/** The harness's database, counting the queries sent through it. */
function countingQueries() {
  let n = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      n += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db().withPlugin(counter), queries: () => n };
}
