import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../testing/harness';
import { bossDb } from './boss-db';
import { inFlight } from './in-flight';
import { startJobQueue, type Job, type JobQueue, type QueueTuning } from './queue';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
}, 60_000);
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

const db = () => fresh.database.db;
/** Workers that look often, for the tests that are about retries, not about being woken. */
const QUICK = { pollingIntervalSeconds: 0.5 };

const queues: JobQueue[] = [];
afterAll(() => Promise.all(queues.map((q) => q.stop())));

let named = 0;
async function start(
  run: () => Promise<unknown>,
  more: Partial<Job> = {},
  tuning: Partial<QueueTuning> = {},
) {
  const job: Job = {
    name: `test-job-${++named}`,
    run,
    policy: 'short',
    retry: { limit: 2, delaySeconds: 1 },
    expireInSeconds: 60,
    ...more,
  };
  const log: string[] = [];
  const queue = await startJobQueue(fresh.database, [job], { log: (l) => log.push(l), ...tuning });
  queues.push(queue);
  return { name: job.name, queue, log };
}

/** The queue's own record of a job's runs, oldest first. */
const jobsOf = async (name: string) =>
  (
    await sql<{ state: string; retry_count: number }>`
      select state, retry_count from pgboss.job where name = ${name} order by created_on`.execute(
      db(),
    )
  ).rows;

/** A run that waits until the test lets it finish. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const runs = { started: 0, finished: 0 };
  const run = async () => {
    runs.started += 1;
    await gate;
    runs.finished += 1;
  };
  return { run, runs, open };
}

describe('the job queue', () => {
  it('runs a job as soon as it is asked for, long before its worker would look', async () => {
    let runs = 0;
    // The production tuning: a worker looks every 30 s unless woken.
    const { name, queue } = await start(async () => (runs += 1));
    await queue.runNow(name);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    await vi.waitFor(async () =>
      expect(await jobsOf(name)).toEqual([{ state: 'completed', retry_count: 0 }]),
    );
  });

  it('runs when its channel hears a notice (a commit elsewhere)', async () => {
    let runs = 0;
    const { name } = await start(async () => (runs += 1), { wakeOn: 'ajar_test_wake' });
    // A start runs once, for work a stopped process may have left.
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000 });
    await fresh.database.notify('ajar_test_wake', '');
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000 });
    await vi.waitFor(async () =>
      expect((await jobsOf(name)).map((j) => j.state)).toEqual(['completed', 'completed']),
    );
  });

  it('joins a burst of requests made while it runs into one more run', async () => {
    const { run, runs, open } = gated();
    const { name, queue } = await start(run);
    await queue.runNow(name);
    await vi.waitFor(() => expect(runs.started).toBe(1), { timeout: 10_000 });
    await Promise.all(Array.from({ length: 10 }, () => queue.runNow(name)));
    expect((await jobsOf(name)).map((j) => j.state)).toEqual(['active', 'created']);
    open();
    await vi.waitFor(async () =>
      expect((await jobsOf(name)).map((j) => j.state)).toEqual(['completed', 'completed']),
    );
    expect(runs.finished).toBe(2);
  });

  it('logs a failed run and tries it again after a delay, until it succeeds', async () => {
    const at: number[] = [];
    const { name, queue, log } = await start(
      async () => {
        at.push(Date.now());
        if (at.length === 1) throw new Error('push service unreachable');
      },
      {},
      QUICK,
    );
    await queue.runNow(name);
    await vi.waitFor(
      async () => expect(await jobsOf(name)).toEqual([{ state: 'completed', retry_count: 1 }]),
      {
        timeout: 10_000,
      },
    );
    expect(at).toHaveLength(2);
    // retryDelay 1 s with backoff: the first retry waits one to two seconds.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
    expect(log).toEqual([`jobs: ${name} failed (push service unreachable), 2 more tries`]);
  });

  it('gives up after its last try, and says so', async () => {
    const { name, queue, log } = await start(
      async () => {
        throw new Error('broken');
      },
      { retry: { limit: 1, delaySeconds: 1 } },
      QUICK,
    );
    await queue.runNow(name);
    await vi.waitFor(
      async () => expect(await jobsOf(name)).toEqual([{ state: 'failed', retry_count: 1 }]),
      {
        timeout: 10_000,
      },
    );
    expect(log).toEqual([
      `jobs: ${name} failed (broken), 1 more tries`,
      `jobs: ${name} failed (broken), given up`,
    ]);
  });

  it('waits, when stopped, for the run in progress and records it done', async () => {
    const { run, runs, open } = gated();
    const { name, queue } = await start(run);
    await queue.runNow(name);
    await vi.waitFor(() => expect(runs.started).toBe(1), { timeout: 10_000 });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    for (let i = 0; i < 10; i += 1) await nextTurn();
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(runs.finished).toBe(1);
    // Not failed as "shut down while active": finished, and recorded before stop() returned.
    expect(await jobsOf(name)).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});

describe("pg-boss's statements on the API's connections", () => {
  it('leave no connection in a failed transaction when a script of theirs fails', async () => {
    const boss = bossDb(db(), inFlight());
    await expect(boss.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow('division by zero');
    // On the embedded database this is the one session every request uses.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db());
    expect(rows).toEqual([{ one: 1 }]);
  });
});
