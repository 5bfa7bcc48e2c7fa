import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openServerDatabase, type Database } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { companyId } from '../quiz/test-fixtures';
import { freshDatabase, serverUrl } from '../testing/harness';
import { EVENT_REMINDERS, OVERDUE_REMINDERS, startNotificationJobs } from './jobs';
import { createEvent, notificationsOf } from './test-fixtures';

/** Looking every second: every look at an every-minute schedule finds it due. */
const EAGER = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};

describe('two API processes on one PostgreSQL server', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let second: Database;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    if (!serverUrl) throw new Error('set AJAR_TEST_DATABASE_URL (scripts/postgres.sh prints one)');
    fresh = await freshDatabase({ seeded: true });
    // Its own pool and LISTEN connection, as another process would have.
    second = await openServerDatabase(fresh.url!);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await second.close();
    await fresh.database.close();
    await fresh.drop();
  });

  const db = () => fresh.database.db;
  const runsOf = async (name: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pgboss.job
        where name = ${name} and state = 'completed'`.execute(db())
    ).rows[0]!.n;
  const lastLook = async () =>
    (await sql<{ at: Date }>`select cron_on as at from pgboss.version`.execute(db())).rows[0]!.at;

  it('run the minute’s reminders once between them', { timeout: 60_000 }, async () => {
    const company = await companyId(db());
    const learner = await db()
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', company)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const event = await createEvent(db(), company, 3);
    await db()
      .insertInto('event_registrations')
      .values({ company_id: company, event_id: event.id, user_id: learner.id })
      .execute();

    const from = Date.now();
    queues.push(await startNotificationJobs(fresh.database, null, EAGER));
    queues.push(await startNotificationJobs(second, null, EAGER));
    await vi.waitFor(async () => expect(await runsOf(EVENT_REMINDERS)).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 200,
    });
    // Then both processes look at the schedules again and again, each look finding them due.
    const ran = await lastLook();
    await vi.waitFor(
      async () => expect((await lastLook()).getTime()).toBeGreaterThan(ran.getTime() + 3_000),
      { timeout: 20_000, interval: 200 },
    );
    // One run per schedule and minute: the test may have crossed into a second minute.
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
    for (const name of [EVENT_REMINDERS, OVERDUE_REMINDERS])
      expect(await runsOf(name)).toBeLessThanOrEqual(minutes);
    expect(await notificationsOf(db(), learner.id, 'event.reminder')).toMatchObject([
      { link: `/events/${event.id}` },
    ]);
  });
});
