import type { Kysely } from 'kysely';
import type { PsychotestId } from '../../contract/psychotest-rules';
import { INSTRUMENTS } from '../../psychotests/registry';
import type { Schema } from '../schema';

/**
 * Past psychotest results of the demo accounts, scored by the product's own scoring from
 * fixed answer patterns: Rina can retake the Big Five and waits for RIASEC; Yoga shared his
 * Big Five with Rina, his supervisor. Putri has none (the end-to-end journey takes one).
 */
interface PastResult {
  email: string;
  instrument: PsychotestId;
  daysAgo: number;
  /** The answer to item n, 1..5. */
  answer: (n: number) => number;
  shared: boolean;
}

const PAST: readonly PastResult[] = [
  {
    email: 'member@ajar.local',
    instrument: 'big-five',
    daysAgo: 240,
    answer: (n) => ((n * 3) % 5) + 1,
    shared: false,
  },
  {
    email: 'member@ajar.local',
    instrument: 'riasec',
    daysAgo: 60,
    answer: (n) => (n % 6 === 4 ? 5 : n % 6 === 3 ? 4 : (n % 3) + 1),
    shared: true,
  },
  {
    email: 'member2@ajar.local',
    instrument: 'big-five',
    daysAgo: 30,
    answer: (n) => ((n * 7) % 5) + 1,
    shared: true,
  },
];

const DAY_MS = 86_400_000;
const MINUTES_MS = 60_000;

export async function insertPsychotestResults(
  db: Kysely<Schema>,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
): Promise<number> {
  const rows = PAST.flatMap((past) => {
    const userId = ctx.users.get(past.email);
    if (userId === undefined) return [];
    const instrument = INSTRUMENTS[past.instrument];
    const started = new Date(ctx.now.getTime() - past.daysAgo * DAY_MS);
    const finished = new Date(started.getTime() + instrument.minutes * MINUTES_MS);
    const answers = Object.fromEntries(
      instrument.items.map((i) => [String(i.n), String(past.answer(i.n))]),
    );
    const times = Object.fromEntries(
      instrument.items.map((i) => [String(i.n), started.toISOString()]),
    );
    const result = instrument.score(
      new Map(Object.entries(answers).map(([n, v]) => [Number(n), Number(v)])),
    );
    return [
      {
        company_id: ctx.companyId,
        user_id: userId,
        instrument: past.instrument,
        version: instrument.meta.version,
        consented_at: started,
        started_at: started,
        answers: JSON.stringify(answers),
        answer_times: JSON.stringify(times),
        finished_at: finished,
        result: JSON.stringify(result),
        shared_with_supervisor: past.shared,
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('psychotest_attempts').values(rows).execute();
  return rows.length;
}
