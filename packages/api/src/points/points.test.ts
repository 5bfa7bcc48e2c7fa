import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../contract/quiz';
import { enrol, markDone } from '../learning/progress.service';
import { createCourse, request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { pointsForAcceptedAnswer } from './learning-points';
import { awardPoints } from './points-award.service';
import { historyOf, newCompany, newPerson, pointsOf } from './test-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

const db = () => h.database.db;

describe('points for learning', () => {
  it('come once per content, quiz and course, whatever is repeated', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    const course = await createCourse(db(), company, [
      { type: 'Module' },
      {
        type: 'Final Quiz',
        quiz: { questions: [{ type: 'trueFalse', options: ['*Benar', 'Salah'] }] },
      },
    ]);
    const { enrolment } = await enrol(db(), learner.auth, course.courseId, 'free');
    const [module, final] = course.contents;
    await markDone(db(), enrolment, module!.id);
    await markDone(db(), enrolment, module!.id);
    expect((await pointsOf(h, learner)).balance).toBe(5);

    const pass = async () => {
      const started = await request(h.app, 'POST', `/v1/quizzes/${final!.quizId}/attempts`, {
        token: learner.token,
      });
      const attempt = (await started.json()) as Attempt;
      const question = final!.questions[0]!;
      const res = await request(h.app, 'POST', `/v1/attempts/${attempt.id}/submit`, {
        token: learner.token,
        body: {
          answers: [
            {
              questionId: question.id,
              value: question.correct[0],
              answeredAt: new Date().toISOString(),
            },
          ],
        },
      });
      expect(res.status).toBe(200);
    };
    await pass();
    // Passed with 100: 10 + 10 for the score; the quiz content done: 5; the course: 50.
    const after = await pointsOf(h, learner);
    expect(after.balance).toBe(5 + 20 + 5 + 50);
    expect(after.periodPoints).toEqual({ week: 80, month: 80 });
    await pass();
    expect((await pointsOf(h, learner)).balance).toBe(80);

    const history = await historyOf(h, learner);
    expect(history.items.map((item) => [item.rule, item.points])).toEqual([
      ['course.completed', 50],
      ['content.completed', 5],
      ['quiz.passed', 20],
      ['content.completed', 5],
    ]);
    expect(history.items[0]).toMatchObject({
      subject: { id: expect.stringMatching(/^Kursus Uji/) },
      href: `/my-courses/${course.courseId}`,
      capped: false,
      reversal: false,
    });
  });

  it('stop at the daily cap, say so, and start again the next company day', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    // 16:30 UTC is 23:30 in Jakarta; 17:30 UTC is already the next Jakarta day.
    const evening = new Date('2026-11-24T16:30:00Z');
    for (let content = 1; content <= 11; content += 1)
      await awardPoints(db(), {
        userId: learner.auth.userId,
        rule: 'content.completed',
        sourceKey: 9_000 + content,
        at: evening,
      });
    const capped = await historyOf(h, learner);
    expect(capped.items[0]).toMatchObject({ points: 0, capped: true });
    expect(capped.items.filter((item) => item.points === 5)).toHaveLength(10);
    await awardPoints(db(), {
      userId: learner.auth.userId,
      rule: 'content.completed',
      sourceKey: 9_100,
      at: new Date('2026-11-24T17:30:00Z'),
    });
    expect((await pointsOf(h, learner)).balance).toBe(55);
  });

  it('for an accepted answer are taken back when the asker changes their mind, and come back', async () => {
    const company = await newCompany(db());
    const [asker, ani, budi] = await Promise.all([
      newPerson(h, company),
      newPerson(h, company),
      newPerson(h, company),
    ]);
    const thread = { threadId: 1, title: 'Cara membuat pivot?', askerId: asker.auth.userId };
    const reply = (postId: number, who: typeof ani) => ({
      postId,
      authorId: who.auth.userId,
      postNumber: postId,
    });
    await pointsForAcceptedAnswer(db(), { ...thread, before: null, after: reply(2, ani) });
    await pointsForAcceptedAnswer(db(), {
      ...thread,
      before: reply(2, ani),
      after: reply(3, budi),
    });
    expect((await pointsOf(h, ani)).balance).toBe(0);
    expect((await pointsOf(h, budi)).balance).toBe(15);
    await pointsForAcceptedAnswer(db(), {
      ...thread,
      before: reply(3, budi),
      after: reply(2, ani),
    });
    expect((await pointsOf(h, ani)).balance).toBe(15);
    expect((await pointsOf(h, budi)).balance).toBe(0);
    const history = await historyOf(h, ani);
    expect(history.items.map((item) => [item.points, item.reversal])).toEqual([
      [15, false],
      [-15, true],
      [15, false],
    ]);
    expect(history.items[0]?.href).toBe('/forum/topic/thread?id=1&post=2');
    // Accepting my own reply to my own question earns nothing.
    await pointsForAcceptedAnswer(db(), { ...thread, before: null, after: reply(4, asker) });
    expect((await pointsOf(h, asker)).balance).toBe(0);
  });

  it('cannot be given by any request: the only write is how I appear on the boards', async () => {
    const company = await newCompany(db());
    const learner = await newPerson(h, company);
    for (const [method, path, body] of [
      ['POST', '/v1/points/me', { balance: 1000 }],
      ['PUT', '/v1/points/me', { balance: 1000 }],
      ['POST', '/v1/points/history', { rule: 'course.completed', points: 50 }],
      ['PUT', '/v1/points/visibility', { visibility: 'public', balance: 1000 }],
    ] as const)
      await request(h.app, method, path, { token: learner.token, body });
    expect((await pointsOf(h, learner)).balance).toBe(0);
    expect(
      (
        await request(h.app, 'PUT', '/v1/points/visibility', {
          token: learner.token,
          body: { visibility: 'everyone' },
        })
      ).status,
    ).toBe(400);
    expect((await request(h.app, 'GET', '/v1/points/me')).status).toBe(401);
    const partner = await newPerson(h, company, { role: 5 });
    expect((await request(h.app, 'GET', '/v1/leaderboard', { token: partner.token })).status).toBe(
      403,
    );
  });

  it('keep per-period totals that always add up to the ledger', async () => {
    const rows = await db()
      .selectFrom('point_events')
      .select(['user_id', (eb) => eb.fn.sum<number>('points').as('sum')])
      .groupBy('user_id')
      .execute();
    const totals = await db()
      .selectFrom('point_totals')
      .select(['user_id', 'points'])
      .where('period', '=', 'all')
      .execute();
    const byUser = new Map(totals.map((row) => [row.user_id, row.points]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(byUser.get(row.user_id) ?? 0).toBe(Number(row.sum));
  });
});
