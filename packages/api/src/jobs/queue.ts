import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { bossDb } from './boss-db';
import { inFlight } from './in-flight';
import { startJobWorker, type Job } from './job-worker';

export type { Job };

export interface JobQueue {
  /** Asks for a run of `name` as soon as a worker is free; wakes this process's worker. */
  runNow(name: string): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones, within `stopTimeoutMs` in all; then
   * leaves the database alone.
   */
  stop(): Promise<void>;
}

/**
 * How often the queue looks at the database. On the embedded database every look waits its
 * turn with the requests, so workers look rarely: work that must start at once is woken
 * (`wakeOn`, `runNow`), and scheduled work may start up to two minutes after its time
 * (docs/decisions/0019 has the measurements).
 */
export const QUEUE_TUNING = {
  /** A worker looks for jobs of its queue this often when nobody woke it. */
  pollingIntervalSeconds: 30,
  /** One process per interval sees whether a schedule is due (pg-boss's default). */
  cronMonitorIntervalSeconds: 30,
  /** Due schedules become jobs this often. */
  cronWorkerIntervalSeconds: 15,
  /** Stuck runs failed, finished jobs archived (pg-boss's default). */
  maintenanceIntervalSeconds: 120,
  /** The server's close gives everything 10 s (main.ts); a job gets half. */
  stopTimeoutMs: 5_000,
};

export type QueueTuning = typeof QUEUE_TUNING & { log: (line: string) => void };

/**
 * Runs `work` while no other process of this database runs it. Replicas starting together on
 * a new PostgreSQL database deadlocked in pg-boss's queue creation (40P01: one inserting the
 * queue row while another adds the table constraint that refers to it) and exited; the
 * cluster test starts three at once. The embedded database has one process and one
 * connection, so it needs, and could hold, no lock.
 */
async function oneProcessAtATime(database: Database, work: () => Promise<void>) {
  if (database.kind !== 'postgres') return work();
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('ajar:job-queues'))`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('ajar:job-queues'))`.execute(connection);
    }
  });
}

/**
 * Starts pg-boss on the API's database (the embedded one or a PostgreSQL server alike: the
 * queue is tables in schema `pgboss`, reached through the API's own connections) with one
 * queue and worker per job, its schedule, and its wake-up channel.
 */
export async function startJobQueue(
  database: Database,
  jobs: readonly Job[],
  tuning: Partial<QueueTuning> = {},
): Promise<JobQueue> {
  const { log, ...t } = { ...QUEUE_TUNING, log: console.error, ...tuning };
  const work = inFlight();
  const db = bossDb(database.db, work);
  const boss = new PgBoss({
    db,
    pollingIntervalSeconds: t.pollingIntervalSeconds,
    cronMonitorIntervalSeconds: t.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: t.cronWorkerIntervalSeconds,
    maintenanceIntervalSeconds: t.maintenanceIntervalSeconds,
    // Finished jobs leave the queue's table after an hour and the archive after three days:
    // enough to see what ran, small on the embedded database.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 3,
  });
  boss.on('error', (error) => log(`jobs: ${error.message}`));
  await boss.start();

  const workers = new Map<string, string>();
  const waking = new Map<string, Promise<void>>();
  const wakeAgain = new Set<string>();
  function runNow(name: string): Promise<void> {
    // A burst of wake-ups (a notice per commit) sends one job, and one more if any came
    // while it was being sent; the queue's policy joins them to a job already waiting.
    if (waking.has(name)) {
      wakeAgain.add(name);
      return waking.get(name)!;
    }
    const sending = (async () => {
      do {
        wakeAgain.delete(name);
        await boss.send(name, {});
        boss.notifyWorker(workers.get(name)!);
      } while (wakeAgain.has(name));
    })().finally(() => waking.delete(name));
    waking.set(name, sending);
    return sending;
  }
  const wake = (name: string) => () =>
    void runNow(name).catch((error: Error) =>
      log(`jobs: waking ${name} failed (${error.message})`),
    );

  const unlisten: (() => Promise<void>)[] = [];
  try {
    await oneProcessAtATime(database, async () => {
      for (const job of jobs) {
        const options = { pollingIntervalSeconds: t.pollingIntervalSeconds, work, log };
        workers.set(job.name, await startJobWorker(boss, job, options));
      }
    });
    for (const job of jobs.filter((j) => j.wakeOn)) {
      // A lost server connection loses the notices sent meanwhile: a run catches up on them.
      unlisten.push(await database.listen(job.wakeOn!, wake(job.name), wake(job.name)));
      // So may a start: work may have been left waiting by a process that stopped.
      wake(job.name)();
    }
  } catch (error) {
    // pg-boss's timers would keep a server that failed to start alive.
    for (const stop of unlisten) await stop();
    await boss.stop({ graceful: false, close: false });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    runNow,
    stop() {
      stopping ??= (async () => {
        const deadline = Date.now() + t.stopTimeoutMs;
        for (const stop of unlisten) await stop();
        // A run still going at the deadline is failed, so another process retries it.
        await boss.stop({ graceful: true, close: false, timeout: t.stopTimeoutMs });
        // pg-boss records a finished run without waiting for it; a run it fetched as it was
        // told to stop still runs. Both are waited for, within the same time.
        const left = Math.max(deadline - Date.now(), 0);
        const late = delay(left, 'late' as const, { ref: false });
        if ((await Promise.race([work.settled(), late])) === 'late')
          log('jobs: stopped with work still running');
        db.close();
      })();
      return stopping;
    },
  };
}
