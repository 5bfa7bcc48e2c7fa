import type PgBoss from 'pg-boss';
import type { InFlight } from './in-flight';

/** Background work that runs on the job queue, the same in every API process. */
export interface Job {
  /** The queue's name: one queue per job. */
  name: string;
  /** The work. A throw is logged and the run retried later, with a growing delay. */
  run(): Promise<unknown>;
  /** Runs on this schedule (cron, UTC): once per slot however many processes run the queue. */
  cron?: string;
  /** A database channel whose notices ask for a run now (sent on commit, heard by every process). */
  wakeOn?: string;
  /**
   * `stately`: never two runs at once across processes, and at most one waiting (a slow run
   * is not overtaken by the next minute's). `short`: at most one waiting, which every wake-up
   * meanwhile joins; runs may overlap, so the work must lock what it takes.
   */
  policy: 'stately' | 'short';
  retry: { limit: number; delaySeconds: number };
  /** A run that takes longer is failed (and retried). */
  expireInSeconds: number;
}

/**
 * Makes (or updates) the job's queue and schedule and starts this process's worker on it;
 * answers the worker's id. Each run is counted in `work`, so a stop can wait for it.
 */
export async function startJobWorker(
  boss: PgBoss,
  job: Job,
  {
    pollingIntervalSeconds,
    work,
    log,
  }: { pollingIntervalSeconds: number; work: InFlight; log: (line: string) => void },
): Promise<string> {
  const queue = {
    name: job.name,
    policy: job.policy,
    retryLimit: job.retry.limit,
    retryDelay: job.retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds,
  };
  // Created once; updated on every start so a changed setting reaches an existing queue.
  await boss.createQueue(job.name, queue);
  await boss.updateQueue(job.name, queue);
  // pg-boss takes its first look at the schedules as it starts, before these are written on a
  // new database: there the first scheduled run waits for the next look.
  if (job.cron) await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
  else await boss.unschedule(job.name);

  const handle = async ([run]: PgBoss.JobWithMetadata<unknown>[]) => {
    try {
      await job.run();
    } catch (error) {
      const left = run!.retryLimit - run!.retryCount;
      const then = left > 0 ? `${left} more tries` : 'given up';
      log(`jobs: ${job.name} failed (${(error as Error).message}), ${then}`);
      throw error;
    }
  };
  return boss.work(job.name, { includeMetadata: true, pollingIntervalSeconds }, (runs) =>
    work.add(handle(runs)),
  );
}
