import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { paged } from '../catalog/paging';
import type { OrgPeoplePage, OrgPerson } from '../contract/org-chart';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import {
  chartPeople,
  chartPerson,
  insertSupervisorLog,
  isAboveOrSame,
  lockOrgChart,
  setSupervisor,
  type ChartRow,
} from './org-chart.queries';
import { refusalOf, SUPERVISOR_LOOP, type ChartFacts, type Refusal } from './supervisor-rules';

/**
 * The org chart as a company admin keeps it: everyone of the admin's company with their
 * supervisor, and changing one person's supervisor. Anyone of another company answers 404,
 * whichever side of the change they are on.
 */

type Db = Kysely<Schema>;

function viewOf(row: ChartRow): OrgPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role_id,
    supervisor:
      row.supervisor_id !== null && row.supervisor_name !== null
        ? { id: row.supervisor_id, name: row.supervisor_name }
        : null,
    directReports: row.direct_reports ?? 0,
  };
}

const factsOf = (row: ChartRow): ChartFacts => ({ id: row.id, role: row.role_id });
const refused = ({ code, key, field }: Refusal) => new ApiError(422, key, { field }, code);

export async function orgPeople(
  db: Db,
  auth: AuthClaims,
  { q, page, pageSize }: { q?: string; page: number; pageSize: number },
): Promise<OrgPeoplePage> {
  const { total, rows } = await chartPeople(db, auth.companyId, q, page, pageSize);
  return paged(rows.map(viewOf), total, page, pageSize);
}

async function orgPerson(db: Db, auth: AuthClaims, id: number): Promise<OrgPerson> {
  const row = await chartPerson(db, auth.companyId, id);
  if (!row) throw notFound('person');
  return viewOf(row);
}

/**
 * Sets (or clears) a person's supervisor. Everything is read after the company's chart lock,
 * so the loop check sees any change another admin just committed. The same supervisor again
 * changes nothing and logs nothing; a real change is logged in the same transaction.
 */
export async function changeSupervisor(
  db: Db,
  auth: AuthClaims,
  personId: number,
  supervisorId: number | null,
): Promise<OrgPerson> {
  const { companyId } = auth;
  await db.transaction().execute(async (trx) => {
    await lockOrgChart(trx, companyId);
    const person = await chartPerson(trx, companyId, personId);
    if (!person) throw notFound('person');
    const supervisor =
      supervisorId === null ? null : await chartPerson(trx, companyId, supervisorId);
    if (supervisor === undefined) throw notFound('supervisorId');
    const refusal = refusalOf(factsOf(person), supervisor && factsOf(supervisor));
    if (refusal) throw refused(refusal);
    const from = person.supervisor_id;
    if (from === supervisorId) return;
    if (supervisorId !== null && (await isAboveOrSame(trx, companyId, personId, supervisorId)))
      throw refused(SUPERVISOR_LOOP);
    await setSupervisor(trx, companyId, personId, supervisorId);
    await insertSupervisorLog(trx, {
      companyId,
      actorId: auth.userId,
      subjectId: personId,
      from,
      to: supervisorId,
    });
  });
  return orgPerson(db, auth, personId);
}
