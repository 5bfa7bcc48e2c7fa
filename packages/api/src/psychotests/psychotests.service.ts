import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import {
  PSYCHOTEST_IDS,
  PSYCHOTEST_POINTS,
  PSYCHOTEST_RETAKE_DAYS,
  type PsychotestId,
} from '../contract/psychotest-rules';
import type { PsychotestAttempt, PsychotestOverview } from '../contract/psychotests';
import type { SavedAnswer } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { dayKey } from '../points/company-days';
import {
  attemptsOf,
  findAttempt,
  findOpen,
  finishAttempt,
  insertAttempt,
  personOf,
  setShared,
  writeAnswers,
  type PsychotestRow,
} from './psychotests.queries';
import { INSTRUMENTS } from './registry';

/**
 * Psychotests as a person takes them: consent, answers saved as given (so nothing is lost to
 * a reload), a result scored once on submit, a retake interval, and sharing with the
 * supervisor as the person's own choice. Anyone else is told the attempt does not exist.
 */

type Db = Kysely<Schema>;
const DAY_MS = 86_400_000;

export interface GivenAnswer {
  questionId: number;
  value: string;
  answeredAt: string;
}

const tooSoon = (at: Date) =>
  new ApiError(
    409,
    'psychotestTooSoon',
    { date: dayKey(at, 'Asia/Jakarta') },
    'psychotest_too_soon',
  );
const closed = () => new ApiError(409, 'psychotestClosed', {}, 'psychotest_closed');

const nextAvailable = (finishedAt: Date) =>
  new Date(finishedAt.getTime() + PSYCHOTEST_RETAKE_DAYS * DAY_MS);

function view(row: PsychotestRow, sharedBy: string | null): PsychotestAttempt {
  const { meta, items } = INSTRUMENTS[row.instrument];
  // A supervisor reads the result the person shared, not how they answered each statement.
  const own = sharedBy === null;
  return {
    id: row.id,
    instrument: row.instrument,
    version: row.version,
    title: meta.title,
    instructions: meta.instructions,
    scale: [...meta.scale],
    items: own ? items.map(({ n, text }) => ({ n, text })) : [],
    answers: own ? row.answers : {},
    status: row.finished_at === null ? 'open' : 'done',
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    sharedWithSupervisor: row.shared_with_supervisor,
    sharedBy,
    result: row.result,
    source: { citations: [...meta.source.citations], translation: meta.source.translation },
  };
}

export async function psychotestOverview(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<PsychotestOverview> {
  const [rows, person] = await Promise.all([
    attemptsOf(db, auth.userId),
    personOf(db, auth.userId),
  ]);
  const finished = rows.filter((r) => r.finished_at !== null && r.result !== null);
  return {
    tests: PSYCHOTEST_IDS.map((id) => {
      const { meta, items, minutes } = INSTRUMENTS[id];
      const open = rows.find((r) => r.instrument === id && r.finished_at === null);
      const last = finished.find((r) => r.instrument === id);
      const next = last?.finished_at ? nextAvailable(last.finished_at) : null;
      return {
        id,
        title: meta.title,
        description: meta.description,
        itemCount: items.length,
        minutes,
        retakeDays: PSYCHOTEST_RETAKE_DAYS,
        openAttempt: open ? { id: open.id, answered: Object.keys(open.answers).length } : null,
        lastFinishedAt: last?.finished_at?.toISOString() ?? null,
        nextAvailableAt: next && next > now ? next.toISOString() : null,
      };
    }),
    history: finished
      .sort((a, b) => b.finished_at!.getTime() - a.finished_at!.getTime())
      .map((r) => ({
        attemptId: r.id,
        instrument: r.instrument,
        title: INSTRUMENTS[r.instrument].meta.title,
        finishedAt: r.finished_at!.toISOString(),
        headline: INSTRUMENTS[r.instrument].headline(r.result!),
        sharedWithSupervisor: r.shared_with_supervisor,
      })),
    supervisor: person.supervisorName,
  };
}

/**
 * Starts a test after consent, or answers the attempt already in progress (`created: false`).
 * Within the retake interval of the last result: 409 `psychotest_too_soon`.
 */
export async function startPsychotest(
  db: Db,
  auth: AuthClaims,
  instrument: PsychotestId,
  now = new Date(),
): Promise<{ attempt: PsychotestAttempt; created: boolean }> {
  const open = await findOpen(db, auth.userId, instrument);
  if (open) return { attempt: view(open, null), created: false };
  const last = (await attemptsOf(db, auth.userId)).find(
    (r) => r.instrument === instrument && r.finished_at !== null,
  );
  if (last?.finished_at && nextAvailable(last.finished_at) > now)
    throw tooSoon(nextAvailable(last.finished_at));
  const id = await insertAttempt(db, {
    companyId: auth.companyId,
    userId: auth.userId,
    instrument,
    version: INSTRUMENTS[instrument].meta.version,
    at: now,
  });
  const row = await findOpen(db, auth.userId, instrument);
  if (!row) throw new Error('psychotest: no open attempt after insert');
  return { attempt: view(row, null), created: id !== null };
}

/** Mine (my answers too), or one my report shared with me (the result only); else 404. */
export async function readPsychotest(db: Db, auth: AuthClaims, id: number) {
  const row = await findAttempt(db, id);
  if (!row || row.company_id !== auth.companyId) throw notFound('psychotest');
  if (row.user_id === auth.userId) return view(row, null);
  if (row.shared_with_supervisor && row.finished_at !== null) {
    const owner = await personOf(db, row.user_id);
    if (owner.supervisor_id === auth.userId && owner.company_id === auth.companyId)
      return view(row, owner.name);
  }
  throw notFound('psychotest');
}

async function ownOpen(trx: Db, auth: AuthClaims, id: number) {
  const row = await findAttempt(trx, id, true);
  if (!row || row.user_id !== auth.userId) throw notFound('psychotest');
  return row;
}

function accept(row: PsychotestRow, given: GivenAnswer) {
  const items = INSTRUMENTS[row.instrument].items;
  if (!items.some((i) => i.n === given.questionId)) throw notFound('question');
  const n = Number(given.value);
  if (!/^\d$/.test(given.value) || n < 1 || n > PSYCHOTEST_POINTS)
    throw new ApiError(400, 'invalid', { field: 'value' }, 'invalid');
}

/** Newest answer per statement wins, by when it was given: a late retry never undoes one. */
function merge(row: PsychotestRow, given: readonly GivenAnswer[]) {
  const answers = { ...row.answers };
  const times = { ...row.answer_times };
  const applied = new Set<number>();
  for (const answer of given) {
    const key = String(answer.questionId);
    const kept = times[key];
    if (kept !== undefined && Date.parse(kept) > Date.parse(answer.answeredAt)) continue;
    answers[key] = answer.value;
    times[key] = answer.answeredAt;
    applied.add(answer.questionId);
  }
  return { answers, times, applied };
}

export async function savePsychotestAnswer(
  db: Db,
  auth: AuthClaims,
  id: number,
  given: GivenAnswer,
  now = new Date(),
): Promise<SavedAnswer> {
  return db.transaction().execute(async (trx) => {
    const row = await ownOpen(trx, auth, id);
    if (row.finished_at !== null) throw closed();
    accept(row, given);
    const { answers, times, applied } = merge(row, [given]);
    await writeAnswers(trx, row.id, answers, times);
    return {
      questionId: given.questionId,
      savedAt: now.toISOString(),
      applied: applied.has(given.questionId),
    };
  });
}

/**
 * Submits with any answers not saved yet and scores once; repeating it answers the same
 * result. A statement left unanswered: 409 `psychotest_incomplete` (scoring never guesses).
 */
export async function submitPsychotest(
  db: Db,
  auth: AuthClaims,
  id: number,
  given: readonly GivenAnswer[],
  now = new Date(),
): Promise<PsychotestAttempt> {
  return db.transaction().execute(async (trx) => {
    const row = await ownOpen(trx, auth, id);
    if (row.finished_at !== null) return view(row, null);
    for (const answer of given) accept(row, answer);
    const { answers, times } = merge(row, given);
    await writeAnswers(trx, row.id, answers, times);
    const instrument = INSTRUMENTS[row.instrument];
    const missing = instrument.items.filter((i) => answers[String(i.n)] === undefined).length;
    if (missing > 0)
      throw new ApiError(409, 'psychotestIncomplete', { n: missing }, 'psychotest_incomplete');
    const result = instrument.score(
      new Map(Object.entries(answers).map(([n, v]) => [Number(n), Number(v)])),
    );
    await finishAttempt(trx, row.id, result, now);
    return view((await findAttempt(trx, row.id))!, null);
  });
}

/** Only the person shares or stops sharing a finished result. */
export async function sharePsychotest(db: Db, auth: AuthClaims, id: number, shared: boolean) {
  const row = await findAttempt(db, id);
  if (!row || row.user_id !== auth.userId) throw notFound('psychotest');
  if (row.finished_at === null) throw new ApiError(409, 'psychotestOpen', {}, 'psychotest_open');
  await setShared(db, id, shared);
  return view((await findAttempt(db, id))!, null);
}
