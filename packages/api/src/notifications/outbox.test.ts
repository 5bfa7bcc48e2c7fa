import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../contract/quiz';
import type { Notification, NotificationPage, UnreadCount } from '../contract/notifications';
import { enrol } from '../learning/progress.service';
import { companyId, createCourse, newLearner, request, type Learner } from '../quiz/test-fixtures';
import { bearer, createHarness, sseReader, type Harness } from '../testing/harness';
import { courseEnrolled } from './notices';
import { createEvent, notificationsOf } from './test-fixtures';

let h: Harness;
let ajar: number;
beforeAll(async () => {
  h = await createHarness();
  ajar = await companyId(h.database.db);
}, 120_000);
afterAll(() => h.close());

const db = () => h.database.db;
const call = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) =>
  request(h.app, method, path, opts);
const learner = () => newLearner(db(), h.tokens, ajar);
const list = async (who: Learner) =>
  (await (
    await h.app.request('/v1/notifications?pageSize=50', bearer(who.token))
  ).json()) as NotificationPage;
const unreadOf = async (who: Learner) =>
  (
    (await (
      await h.app.request('/v1/notifications/unread-count', bearer(who.token))
    ).json()) as UnreadCount
  ).unread;
const outboxRows = (userId: number) =>
  db().selectFrom('notification_outbox').selectAll().where('user_id', '=', userId).execute();

const oneQuestion = { type: 'trueFalse' as const, options: ['*Benar', 'Salah'] };

describe('notifications come from what happens', () => {
  it('enrolling in a free course tells the learner once, naming the course, with a push queued', async () => {
    const me = await learner();
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    const names = await db()
      .selectFrom('courses')
      .select(['title_id', 'title_en'])
      .where('id', '=', course.courseId)
      .executeTakeFirstOrThrow();
    expect(
      (await call('POST', `/v1/courses/${course.courseId}/enrolment`, { token: me.token })).status,
    ).toBe(201);
    expect(
      (await call('POST', `/v1/courses/${course.courseId}/enrolment`, { token: me.token })).status,
    ).toBe(200);

    const page = await list(me);
    expect(page.total).toBe(1);
    const [n] = page.items as [Notification];
    expect(n.body.id).toContain(names.title_id);
    expect(n.body.en).toContain(names.title_en);
    expect(n).toMatchObject({ isRead: false, link: `/my-courses/${course.courseId}` });
    const [row] = await notificationsOf(db(), me.auth.userId);
    expect(row).toMatchObject({
      type: 'course.enrolled',
      data: { id: `course.enrolled:${course.courseId}`, courseId: course.courseId },
    });
    expect(await outboxRows(me.auth.userId)).toMatchObject([
      { notification_id: n.id, status: 'pending' },
    ]);
    expect(await unreadOf(me)).toBe(1);
  });

  it('redeeming a voucher tells the learner once, naming the course', async () => {
    const me = await learner();
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    await db()
      .updateTable('courses')
      .set({ price: 150_000 })
      .where('id', '=', course.courseId)
      .execute();
    const code = `NOTIF-${me.auth.userId}`;
    await db()
      .insertInto('vouchers')
      .values({
        company_id: ajar,
        course_id: course.courseId,
        code,
        max_uses: 5,
        per_user_limit: 1,
      })
      .execute();
    const res = await call('POST', '/v1/vouchers/redeem', { token: me.token, body: { code } });
    expect(res.status).toBe(201);
    expect(
      (await call('POST', '/v1/vouchers/redeem', { token: me.token, body: { code } })).status,
    ).toBe(200);
    const rows = await notificationsOf(db(), me.auth.userId);
    expect(rows.map((r) => r.type)).toEqual(['course.enrolled']);
    expect(rows[0]!.body_en).toMatch(/^You're now enrolled in Test Course /);
  });

  it('submitting a quiz tells the grade, and completing the course the certificate, once each', async () => {
    const me = await learner();
    const course = await createCourse(db(), ajar, [
      { type: 'Post Test', quiz: { questions: [oneQuestion] } },
    ]);
    await enrol(db(), me.auth, course.courseId, 'free');
    const quiz = course.contents[0]!;
    const attempt = (await (
      await call('POST', `/v1/quizzes/${quiz.quizId}/attempts`, { token: me.token })
    ).json()) as Attempt;
    const q = quiz.questions[0]!;
    const res = await call('POST', `/v1/attempts/${attempt.id}/submit`, {
      token: me.token,
      body: {
        answers: [{ questionId: q.id, value: q.correct[0], answeredAt: new Date().toISOString() }],
      },
    });
    expect(res.status).toBe(200);
    await call('POST', `/v1/attempts/${attempt.id}/submit`, { token: me.token });

    const rows = await notificationsOf(db(), me.auth.userId);
    expect(rows.map((r) => r.type).sort()).toEqual(['certificate.issued', 'quiz.graded']);
    const graded = rows.find((r) => r.type === 'quiz.graded')!;
    expect(graded.body_en).toMatch(/^Your score 100 in Test Course \w+ is ready\.$/);
    expect(graded.data).toMatchObject({ id: `quiz.graded:${attempt.id}`, passed: true });
    const cert = rows.find((r) => r.type === 'certificate.issued')!;
    expect(cert.body_id).toContain('Kursus Uji');
    expect(cert.link).toBe('/certificate');
  });

  it('registering for an event tells the learner once, naming the event', async () => {
    const me = await learner();
    const event = await createEvent(db(), ajar, 72);
    const path = `/v1/events/${event.id}/registration`;
    expect((await call('POST', path, { token: me.token })).status).toBe(201);
    expect((await call('DELETE', path, { token: me.token })).status).toBe(200);
    expect((await call('POST', path, { token: me.token })).status).toBe(201);
    const rows = await notificationsOf(db(), me.auth.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'event.registered', link: `/events/${event.id}` });
    expect(rows[0]!.body_id).toContain(event.title_id);
    expect(rows[0]!.body_en).toContain(event.title_en);
  });

  it('writes nothing when the change it belongs to is rolled back', async () => {
    const me = await learner();
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enrol(trx, me.auth, course.courseId, 'free');
          await courseEnrolled(trx, { userId: me.auth.userId, courseId: course.courseId });
          throw new Error('the enrolment failed after all');
        }),
    ).rejects.toThrow('failed after all');
    expect(await notificationsOf(db(), me.auth.userId)).toEqual([]);
    expect(await outboxRows(me.auth.userId)).toEqual([]);
    expect(await unreadOf(me)).toBe(0);
  });
});

describe('the unread count', () => {
  it('needs a signed-in user', async () => {
    expect((await h.app.request('/v1/notifications/unread-count')).status).toBe(401);
    expect((await h.app.request('/v1/notifications/events')).status).toBe(401);
  });

  it('counts only mine, and falls when I read one or all', async () => {
    const me = await learner();
    const other = await learner();
    for (const hours of [48, 72]) {
      const event = await createEvent(db(), ajar, hours);
      await call('POST', `/v1/events/${event.id}/registration`, { token: me.token });
    }
    expect(await unreadOf(me)).toBe(2);
    expect(await unreadOf(other)).toBe(0);
    const [first] = (await list(me)).items;
    expect(
      (await call('POST', `/v1/notifications/${first!.id}/read`, { token: other.token })).status,
    ).toBe(404);
    expect(await unreadOf(me)).toBe(2);
    await call('POST', `/v1/notifications/${first!.id}/read`, { token: me.token });
    expect(await unreadOf(me)).toBe(1);
    await call('POST', '/v1/notifications/read-all', { token: me.token });
    expect(await unreadOf(me)).toBe(0);
  });

  it('streams my count on connecting and when a notification arrives or is read', async () => {
    const me = await learner();
    const res = await h.app.request(
      `/v1/notifications/events?access_token=${encodeURIComponent(me.token)}`,
    );
    expect(res.status).toBe(200);
    const events = sseReader(res);
    expect((await events.next()).event).toBe('connected');
    expect(await events.next()).toEqual({ event: 'unread', data: JSON.stringify({ unread: 0 }) });

    const event = await createEvent(db(), ajar, 72);
    await call('POST', `/v1/events/${event.id}/registration`, { token: me.token });
    expect(await events.next()).toEqual({ event: 'unread', data: JSON.stringify({ unread: 1 }) });

    await call('POST', '/v1/notifications/read-all', { token: me.token });
    expect(await events.next()).toEqual({ event: 'unread', data: JSON.stringify({ unread: 0 }) });
    await events.cancel();
  });
});
