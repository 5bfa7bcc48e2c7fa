import { sql, type Kysely } from 'kysely';
import type { CertificateFileType, TrainingRecordStatus } from '../contract/training-record-rules';
import type { TrainingRecordFields } from '../contract/training-records';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** Training records' SQL: every query is scoped by company. */

function records(db: Db, companyId: number) {
  return db
    .selectFrom('training_records as r')
    .innerJoin('users as o', 'o.id', 'r.user_id')
    .leftJoin('users as v', 'v.id', 'r.verified_by')
    .selectAll('r')
    .select([
      'o.name as owner_name',
      'o.supervisor_id as owner_supervisor_id',
      'v.name as verifier_name',
    ])
    .where('r.company_id', '=', companyId);
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof recordById>>>;

export function recordById(db: Db, companyId: number, id: number) {
  return records(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

export function recordsOf(db: Db, companyId: number, userId: number) {
  return records(db, companyId)
    .where('r.user_id', '=', userId)
    .orderBy('r.starts_on', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** My direct reports' records that have left draft (drafts are their own business). */
export function teamRecords(db: Db, companyId: number, supervisorId: number) {
  return records(db, companyId)
    .where('o.supervisor_id', '=', supervisorId)
    .where('r.status', '<>', 'draft')
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function filesOf(db: Db, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_record_files')
    .select(['id', 'record_id', 'name', 'content_type', 'size', 'uploaded_at'])
    .where('record_id', 'in', recordIds)
    .orderBy('id')
    .execute();
}

export function stepsOf(db: Db, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_record_steps as st')
    .leftJoin('users as u', 'u.id', 'st.actor_id')
    .select(['st.record_id', 'st.action', 'st.comment', 'st.at', 'u.name as actor_name'])
    .where('st.record_id', 'in', recordIds)
    .orderBy('st.at')
    .orderBy('st.id')
    .execute();
}

const columns = (f: TrainingRecordFields) => ({
  title: f.title,
  provider: f.provider,
  type: f.type,
  delivery: f.delivery,
  starts_on: f.startsOn,
  ends_on: f.endsOn,
  hours: f.hours,
  cost_idr: f.costIdr,
  funded_by: f.fundedBy,
  certificate_no: f.certificateNo || null,
  notes: f.notes || null,
  request_id: f.requestId ?? null,
});

export async function insertRecord(
  db: Db,
  owner: { companyId: number; userId: number },
  fields: TrainingRecordFields,
) {
  const { id } = await db
    .insertInto('training_records')
    .values({ company_id: owner.companyId, user_id: owner.userId, ...columns(fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the fields (and the status they lead to) only from the status the caller read. */
export async function updateRecord(
  db: Db,
  id: number,
  from: TrainingRecordStatus,
  change: {
    fields?: TrainingRecordFields;
    status: TrainingRecordStatus;
    returnReason?: string | null;
    verifiedBy?: number | null;
  },
  now: Date,
) {
  const result = await db
    .updateTable('training_records')
    .set({
      ...(change.fields ? columns(change.fields) : {}),
      status: change.status,
      ...(change.returnReason !== undefined ? { return_reason: change.returnReason } : {}),
      ...(change.verifiedBy !== undefined
        ? { verified_by: change.verifiedBy, verified_at: change.verifiedBy === null ? null : now }
        : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRecordStep(
  db: Db,
  step: {
    recordId: number;
    actorId: number;
    action: 'created' | 'edited' | 'submitted' | 'withdrawn' | 'verified' | 'returned';
    comment: string | null;
  },
) {
  await db
    .insertInto('training_record_steps')
    .values({
      record_id: step.recordId,
      actor_id: step.actorId,
      action: step.action,
      comment: step.comment,
    })
    .execute();
}

export async function fileCount(db: Db, recordId: number) {
  const row = await db
    .selectFrom('training_record_files')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertFile(
  db: Db,
  file: { recordId: number; name: string; contentType: CertificateFileType; bytes: Uint8Array },
) {
  const { id } = await db
    .insertInto('training_record_files')
    .values({
      record_id: file.recordId,
      name: file.name,
      content_type: file.contentType,
      size: file.bytes.length,
      bytes: Buffer.from(file.bytes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function fileBytes(db: Db, recordId: number, fileId: number) {
  return db
    .selectFrom('training_record_files')
    .select(['name', 'content_type', 'bytes'])
    .where('record_id', '=', recordId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function deleteFile(db: Db, recordId: number, fileId: number) {
  const result = await db
    .deleteFrom('training_record_files')
    .where('record_id', '=', recordId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Verified records' hours and cost per person, of trainings that ended since `from`. */
export function verifiedTotals(db: Db, companyId: number, userIds: number[], from: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_records')
    .select([
      'user_id',
      sql<string>`coalesce(sum(hours), 0)`.as('hours'),
      sql<string>`coalesce(sum(cost_idr), 0)`.as('cost'),
    ])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', userIds)
    .where('status', '=', 'verified')
    .where('ends_on', '>=', from as never)
    .groupBy('user_id')
    .execute();
}

/** The approved training request of mine a record may point to. */
export function myApprovedRequest(db: Db, userId: number, requestId: number) {
  return db
    .selectFrom('training_requests')
    .select('id')
    .where('id', '=', requestId)
    .where('requester_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}
