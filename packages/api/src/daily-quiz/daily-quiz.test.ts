import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyAnswerResult, DailyQuiz, DailyQuizToday } from '../contract/daily-quiz';
import type { Dashboard } from '../contract/dashboard';
import type { Attempt } from '../contract/quiz';
import { QUIZ_KIND } from '../contract/quiz-rules';
import { ROLE } from '../contract/roles';
import { enrol } from '../learning/progress.service';
import { newCompany, newPerson, pointsOf } from '../points/test-fixtures';
import { createCourse, request, type Learner } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { answerDailyQuestion, dailyQuizToday, startDailyQuiz } from './daily-quiz.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;
const DAY_MS = 86_400_000;

/** A course whose final quiz has three true/false questions (right: the first option). */
async function courseWithQuiz(company: number, questions = 3, kind: number = QUIZ_KIND.Quiz) {
  return createCourse(db(), company, [
    {
      type: 'Final Quiz',
      quiz: {
        kind,
        questions: Array.from({ length: questions }, () => ({
          type: 'trueFalse' as const,
          options: ['*Benar', 'Salah'],
          explanation: 'Karena memang begitu',
        })),
      },
    },
  ]);
}

async function today(who: Learner) {
  const res = await request(h.app, 'GET', '/v1/daily-quiz/today', { token: who.token });
  expect(res.status).toBe(200);
  return (await res.json()) as DailyQuizToday;
}

async function start(who: Learner, status = 201) {
  const res = await request(h.app, 'POST', '/v1/daily-quiz/today', { token: who.token });
  expect(res.status).toBe(status);
  return (await res.json()) as DailyQuiz;
}

function answer(who: Learner, quiz: { id: number }, questionId: number, value: unknown) {
  return request(h.app, 'PUT', `/v1/daily-quiz/${quiz.id}/answers/${questionId}`, {
    token: who.token,
    body: { value, answeredAt: new Date().toISOString() },
  });
}

/** Answers every open item: right ones with the first option, or all wrong. */
async function answerAll(who: Learner, quiz: DailyQuiz, right = true) {
  let last: DailyAnswerResult | undefined;
  for (const item of quiz.items) {
    const options = item.question.options;
    const res = await answer(who, quiz, item.question.id, options[right ? 0 : 1]!.id);
    expect(res.status).toBe(200);
    last = (await res.json()) as DailyAnswerResult;
  }
  return last!;
}

describe('the daily quiz', () => {
  it('asks first what the learner missed in a course quiz, then new questions, two per course at most', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const first = await courseWithQuiz(company);
    const second = await courseWithQuiz(company);
    const evaluation = await courseWithQuiz(company, 2, QUIZ_KIND.Evaluation);
    for (const course of [first, second, evaluation])
      await enrol(db(), learner.auth, course.courseId, 'free');

    // The course quiz: the third question wrong, the others right.
    const final = second.contents[0]!;
    const started = await request(h.app, 'POST', `/v1/quizzes/${final.quizId}/attempts`, {
      token: learner.token,
    });
    const attempt = (await started.json()) as Attempt;
    const at = new Date().toISOString();
    const submitted = await request(h.app, 'POST', `/v1/attempts/${attempt.id}/submit`, {
      token: learner.token,
      body: {
        answers: final.questions.map((q, i) => ({
          questionId: q.id,
          value: i === 2 ? q.options[1] : q.correct[0],
          answeredAt: at,
        })),
      },
    });
    expect(submitted.status).toBe(200);

    expect((await today(learner)).available).toBe(4);
    const quiz = await start(learner);
    expect(quiz.items[0]).toMatchObject({
      source: 'missed',
      question: { id: final.questions[2]!.id },
      course: { id: second.courseId },
      answer: null,
      feedback: null,
    });
    const perCourse = new Map<number, number>();
    for (const item of quiz.items)
      perCourse.set(item.course.id, (perCourse.get(item.course.id) ?? 0) + 1);
    expect(Object.fromEntries(perCourse)).toEqual({ [first.courseId]: 2, [second.courseId]: 2 });
    expect(quiz.items.map((i) => i.source)).toEqual(['missed', 'new', 'new', 'new']);
    // The first request of the file builds the OpenAPI document the answers are checked by.
  }, 20_000);

  it('shows the right answer and its explanation once answered, and keeps the first answer', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 2);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const quiz = await start(learner);
    const [item] = quiz.items;
    const question = course.contents[0]!.questions.find((q) => q.id === item!.question.id)!;

    const wrong = (await (
      await answer(learner, quiz, question.id, question.options[1])
    ).json()) as DailyAnswerResult;
    expect(wrong.applied).toBe(true);
    expect(wrong.quiz.items[0]).toMatchObject({
      answer: question.options[1],
      feedback: {
        isCorrect: false,
        correct: question.correct,
        explanation: { id: 'Karena memang begitu' },
      },
    });
    expect(wrong.quiz.items[1]!.feedback).toBeNull();

    const again = (await (
      await answer(learner, quiz, question.id, question.options[0])
    ).json()) as DailyAnswerResult;
    expect(again.applied).toBe(false);
    expect(again.quiz.items[0]!.feedback!.isCorrect).toBe(false);

    expect(
      (await answer(learner, quiz, course.contents[0]!.questions[1]!.id, '999999')).status,
    ).toBe(400);
    expect((await answer(learner, quiz, 999_999, question.options[0])).status).toBe(404);
    // Resuming gives the same quiz, its answer kept.
    const resumed = await start(learner, 200);
    expect(resumed.id).toBe(quiz.id);
    expect(resumed.items[0]!.answer).toBe(question.options[1]);
  });

  it('finishes with the last answer: streak, points and the calendar follow; a second one today is refused', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 2);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const dashboard = async () =>
      (
        (await (
          await request(h.app, 'GET', '/v1/me/dashboard', { token: learner.token })
        ).json()) as Dashboard
      ).dailyQuiz;
    expect(await dashboard()).toEqual({ answeredToday: false, streakDays: 0 });
    const quiz = await start(learner);
    const { quiz: done } = await answerAll(learner, quiz);
    expect(await dashboard()).toEqual({ answeredToday: true, streakDays: 1 });
    expect(done).toMatchObject({ status: 'done', correctCount: 2, pointsEarned: 5 });

    const now = await today(learner);
    expect(now.streak).toEqual({ current: 1, longest: 1, freezes: 0, doneToday: true });
    expect(now.quiz!.status).toBe('done');
    expect(now.calendar).toEqual([{ day: now.day, state: 'done', correct: 2, total: 2 }]);
    expect((await pointsOf(h, learner)).balance).toBe(5);

    const second = await request(h.app, 'POST', '/v1/daily-quiz/today', { token: learner.token });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe(
      'daily_quiz_done',
    );
  });

  it('refuses answers to the quiz of another day, whatever the client claims', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 1);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const yesterday = new Date(Date.now() - DAY_MS);
    const { quiz } = await startDailyQuiz(db(), learner.auth, yesterday);
    const res = await answer(
      learner,
      quiz,
      quiz.items[0]!.question.id,
      course.contents[0]!.questions[0]!.correct[0],
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'daily_quiz_closed',
    );
    // Today is a new quiz, the same question still unseen by FSRS.
    const fresh = await start(learner);
    expect(fresh.id).not.toBe(quiz.id);
    expect(fresh.day).not.toBe(quiz.day);
  });

  it('decides the day in the company time zone: 00:30 in Jakarta is already the next day', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 1);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const lateEvening = new Date('2026-11-27T16:30:00Z'); // 23:30 WIB, the 27th
    const { quiz } = await startDailyQuiz(db(), learner.auth, lateEvening);
    expect(quiz.day).toBe('2026-11-27');
    const afterMidnight = new Date('2026-11-27T17:30:00Z'); // 00:30 WIB, the 28th
    await expect(
      answerDailyQuestion(
        db(),
        learner.auth,
        quiz.id,
        {
          questionId: quiz.items[0]!.question.id,
          value: course.contents[0]!.questions[0]!.correct[0]!,
        },
        afterMidnight,
      ),
    ).rejects.toMatchObject({ code: 'daily_quiz_closed' });
    expect((await dailyQuizToday(db(), learner.auth, afterMidnight)).day).toBe('2026-11-28');
  });

  it('brings a wrong answer back the next day as a review, and a right one later', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 2);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const day1 = new Date('2026-11-02T03:00:00Z');
    const { quiz } = await startDailyQuiz(db(), learner.auth, day1);
    const [wrongOne, rightOne] = course.contents[0]!.questions;
    const reply = (question: typeof wrongOne, value: string) =>
      answerDailyQuestion(db(), learner.auth, quiz.id, { questionId: question!.id, value }, day1);
    await reply(wrongOne, wrongOne!.options[1]!);
    await reply(rightOne, rightOne!.correct[0]!);

    const day2 = new Date(day1.getTime() + DAY_MS);
    const next = await startDailyQuiz(db(), learner.auth, day2);
    // The right one is not due for days: it only fills the quiz up as practice.
    expect(next.quiz.items.map((i) => [i.question.id, i.source])).toEqual([
      [wrongOne!.id, 'review'],
      [rightOne!.id, 'practice'],
    ]);
  });

  it('gives the seventh day in a row its milestone and a freeze, which covers a missed day', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await courseWithQuiz(company, 1);
    await enrol(db(), learner.auth, course.courseId, 'free');
    const question = course.contents[0]!.questions[0]!;
    const day1 = Date.parse('2026-10-05T03:00:00Z');
    const play = async (dayIndex: number) => {
      const at = new Date(day1 + dayIndex * DAY_MS);
      const { quiz } = await startDailyQuiz(db(), learner.auth, at);
      return answerDailyQuestion(
        db(),
        learner.auth,
        quiz.id,
        { questionId: question.id, value: question.correct[0]! },
        at,
      );
    };
    for (let i = 0; i < 6; i += 1) await play(i);
    const seventh = await play(6);
    // The day (5) and the seven-day milestone (20).
    expect(seventh.quiz.pointsEarned).toBe(25);
    const afterGap = new Date(day1 + 8 * DAY_MS);
    await play(8);
    const state = await dailyQuizToday(db(), learner.auth, afterGap);
    expect(state.streak).toEqual({ current: 8, longest: 8, freezes: 0, doneToday: true });
    expect(state.calendar.find((d) => d.state === 'frozen')?.day).toBe('2026-10-12');
    expect((await pointsOf(h, learner)).balance).toBe(8 * 5 + 20);
  });

  it('has nothing to ask a learner without a course quiz, and is not for partners', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    expect((await today(learner)).available).toBe(0);
    const res = await request(h.app, 'POST', '/v1/daily-quiz/today', { token: learner.token });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('daily_quiz_empty');

    const partner = await newPerson(h, company, { role: ROLE.partner });
    const denied = await request(h.app, 'GET', '/v1/daily-quiz/today', { token: partner.token });
    expect(denied.status).toBe(403);
  });

  it("never lets one learner read or answer another's quiz", async () => {
    const company = await newCompany(db());
    const owner = await newPerson(h, company);
    const other = await newPerson(h, company);
    const course = await courseWithQuiz(company, 1);
    await enrol(db(), owner.auth, course.courseId, 'free');
    const quiz = await start(owner);
    const question = course.contents[0]!.questions[0]!;
    expect((await answer(other, quiz, question.id, question.correct[0])).status).toBe(404);
    expect((await today(other)).quiz).toBeNull();
  });
});
