import type { Kysely, Selectable } from 'kysely';
import type { PsychotestId } from '../contract/psychotest-rules';
import type { PsychotestResult } from '../contract/psychotests';
import type { Schema } from '../db/schema';

/** SQL of the psychotests; every read is scoped to the person or to what they shared. */

type Db = Kysely<Schema>;
export type PsychotestRow = Selectable<Schema['psychotest_attempts']>;

export function attemptsOf(db: Db, userId: number) {
  return db
    .selectFrom('psychotest_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAttempt(db: Db, id: number, lock = false) {
  const query = db.selectFrom('psychotest_attempts').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findOpen(db: Db, userId: number, instrument: PsychotestId) {
  return db
    .selectFrom('psychotest_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('instrument', '=', instrument)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/** The new attempt's id, or null when another request opened one a moment ago. */
export async function insertAttempt(
  db: Db,
  row: { companyId: number; userId: number; instrument: PsychotestId; version: string; at: Date },
): Promise<number | null> {
  const inserted = await db
    .insertInto('psychotest_attempts')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      instrument: row.instrument,
      version: row.version,
      consented_at: row.at,
      started_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'instrument']).where('finished_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function writeAnswers(
  db: Db,
  id: number,
  answers: Record<string, string>,
  times: Record<string, string>,
) {
  await db
    .updateTable('psychotest_attempts')
    .set({ answers: JSON.stringify(answers), answer_times: JSON.stringify(times) })
    .where('id', '=', id)
    .execute();
}

export async function finishAttempt(db: Db, id: number, result: PsychotestResult, at: Date) {
  await db
    .updateTable('psychotest_attempts')
    .set({ result: JSON.stringify(result), finished_at: at })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

export async function setShared(db: Db, id: number, shared: boolean) {
  await db
    .updateTable('psychotest_attempts')
    .set({ shared_with_supervisor: shared })
    .where('id', '=', id)
    .execute();
}

/** The person, their company and their supervisor in the same company (name), if any. */
export function personOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'u.supervisor_id').onRef('s.company_id', '=', 'u.company_id'),
    )
    .select(['u.id', 'u.name', 'u.company_id', 'u.supervisor_id', 's.name as supervisorName'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}
