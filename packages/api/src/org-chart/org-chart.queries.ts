import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../catalog/courses.queries';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * The org chart's SQL, every query scoped by company: a supervisor or a report in another
 * company (which the data should never hold) reads as none.
 */

function people(db: Db, companyId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'u.supervisor_id').onRef('s.company_id', '=', 'u.company_id'),
    )
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.role_id',
      'u.supervisor_id',
      // Null when the stored supervisor is not of the company: then the person shows none.
      's.name as supervisor_name',
      eb
        .selectFrom('users as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.supervisor_id', '=', 'u.id')
        .whereRef('r.company_id', '=', 'u.company_id')
        .as('direct_reports'),
    ])
    .where('u.company_id', '=', companyId);
}
export type ChartRow = Awaited<ReturnType<typeof chartPerson>> & object;

export function chartPerson(db: Db, companyId: number, id: number) {
  return people(db, companyId).where('u.id', '=', id).executeTakeFirst();
}

/** One page of the company's people whose name or email holds `q` (any case), by name. */
export async function chartPeople(
  db: Db,
  companyId: number,
  q: string | undefined,
  page: number,
  pageSize: number,
) {
  let query = people(db, companyId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  const total = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: total.n, rows };
}

/** Arbitrary but fixed: the first key of the org chart's advisory locks (the second: company). */
const ORG_CHART_LOCK = 20_020;

/**
 * Holds the company's org chart until the transaction ends. Two admins moving two people at
 * once could each pass the loop check against the chart as it was (A under B, B under A)
 * and commit a circle together. Row locks cannot close that gap: the check reads a chain of
 * rows that the other change is about to extend, and `for update` is not allowed in a
 * recursive query. One lock per company serializes its chart changes, which are rare and
 * quick, and leaves other companies alone; the check then runs after it, in the same
 * transaction, and reads whatever the previous holder committed. Two int keys: a key space
 * apart from the single-key locks of the seed and push tokens.
 */
export async function lockOrgChart(trx: Db, companyId: number) {
  await sql`select pg_advisory_xact_lock(${ORG_CHART_LOCK}::int, ${companyId}::int)`.execute(trx);
}

/**
 * Whether `personId` is `supervisorId` or above them in the chart, at any depth: then making
 * them the person's supervisor would close a circle. Walks up from the new supervisor (one
 * supervisor each, so one row a level, rather than the person's whole tree below); `union`
 * drops rows already seen, which ends the walk even on a circle already in the data.
 */
export async function isAboveOrSame(
  trx: Db,
  companyId: number,
  personId: number,
  supervisorId: number,
) {
  const { rows } = await sql<{ found: boolean }>`
    with recursive chain (id) as (
      select ${supervisorId}::int
      union
      select u.supervisor_id from users u
      join chain c on u.id = c.id
      where u.company_id = ${companyId} and u.supervisor_id is not null
    )
    select exists (select 1 from chain where id = ${personId}) as found`.execute(trx);
  return rows[0]?.found === true;
}

export async function setSupervisor(
  trx: Db,
  companyId: number,
  personId: number,
  supervisorId: number | null,
) {
  await trx
    .updateTable('users')
    .set({ supervisor_id: supervisorId })
    .where('company_id', '=', companyId)
    .where('id', '=', personId)
    .execute();
}

/** Who moved whom, from which supervisor to which (ids; null: none). */
export async function insertSupervisorLog(
  trx: Db,
  entry: {
    companyId: number;
    actorId: number;
    subjectId: number;
    from: number | null;
    to: number | null;
  },
) {
  await trx
    .insertInto('team_log')
    .values({
      company_id: entry.companyId,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      action: 'supervisor.changed',
      facts: JSON.stringify({ from: entry.from, to: entry.to }),
    })
    .execute();
}
