import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobQueue } from '../jobs/queue';
import { companyId, createCourse, newLearner, request } from '../quiz/test-fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { PUSH_DELIVERY, startNotificationJobs } from './jobs';
import { courseEnrolled } from './notices';
import { fakePushSender } from './push-sender';
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

let jobs: JobQueue | undefined;
afterEach(() => jobs?.stop());

const waitingRuns = async (name: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from pgboss.job
      where name = ${name} and state < 'completed'`.execute(db())
  ).rows[0]!.n;

describe('the reminders on their schedule', () => {
  it('remind a learner of tomorrow’s event with nobody asking', { timeout: 30_000 }, async () => {
    const me = await newLearner(db(), h.tokens, ajar);
    const event = await createEvent(db(), ajar, 3);
    await call('POST', `/v1/events/${event.id}/registration`, { token: me.token });
    // An every-minute schedule is due whenever it is looked at; looking every second makes
    // the minute's run start in a second or two rather than within a minute.
    jobs = await startNotificationJobs(h.database, null, {
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    await vi.waitFor(
      async () =>
        expect(await notificationsOf(db(), me.auth.userId, 'event.reminder')).toMatchObject([
          { link: `/events/${event.id}` },
        ]),
      { timeout: 20_000, interval: 200 },
    );
  });
});

describe('push delivery on the queue', () => {
  it('sends a push to the device moments after the enrolment that wrote it', async () => {
    const fake = fakePushSender();
    // The product's tuning: nobody looks for work for 30 s unless woken by the commit.
    jobs = await startNotificationJobs(h.database, fake);
    await vi.waitFor(async () => expect(await waitingRuns(PUSH_DELIVERY)).toBe(0), {
      timeout: 10_000,
    });
    const me = await newLearner(db(), h.tokens, ajar);
    const device = await call('POST', '/v1/devices', {
      token: me.token,
      body: { token: 'jobs-phone', platform: 'web' },
    });
    expect(device.status).toBe(201);
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    await call('POST', `/v1/courses/${course.courseId}/enrolment`, { token: me.token });

    await vi.waitFor(
      () => expect(fake.sent.filter((s) => s.token === 'jobs-phone')).toHaveLength(1),
      { timeout: 10_000 },
    );
    const [enrolled] = await notificationsOf(db(), me.auth.userId, 'course.enrolled');
    expect(fake.sent.find((s) => s.token === 'jobs-phone')!.message.title).toBe(enrolled!.title_id);
  });

  it('sends every row of a large fan-out in one run, not fifty per wake-up', async () => {
    const fake = fakePushSender();
    const learners = await Promise.all(
      Array.from({ length: 120 }, () => newLearner(db(), h.tokens, ajar)),
    );
    const course = await createCourse(db(), ajar, [{ type: 'Module' }]);
    await db()
      .insertInto('devices')
      .values(
        learners.map((l, i) => ({
          company_id: ajar,
          user_id: l.auth.userId,
          token: `fan-${i}`,
          platform: 'web' as const,
        })),
      )
      .execute();
    jobs = await startNotificationJobs(h.database, fake);
    await vi.waitFor(async () => expect(await waitingRuns(PUSH_DELIVERY)).toBe(0), {
      timeout: 10_000,
    });
    // One transaction tells them all, as a group's new course does: one notice, one wake-up.
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const l of learners)
          await courseEnrolled(trx, { userId: l.auth.userId, courseId: course.courseId });
      });
    await vi.waitFor(
      () => expect(fake.sent.filter((s) => s.token.startsWith('fan-'))).toHaveLength(120),
      { timeout: 10_000 },
    );
  });
});
