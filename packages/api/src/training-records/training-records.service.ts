import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import {
  daysBetween,
  TRAINING_RECORD_LIMITS as LIMITS,
  type CertificateFileType,
} from '../contract/training-record-rules';
import type {
  TrainingRecord,
  TrainingRecordFields,
  TrainingRecordList,
  VerifyTrainingRecord,
} from '../contract/training-records';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { awardPoints } from '../points/points-award.service';
import { hoursOf } from '../contract/team-rules';
import { personInCompany } from '../training-requests/training-requests.queries';
import { myStanding } from '../team/team.service';
import {
  canSubmit,
  canVerify,
  canWithdraw,
  editedStatus,
  isOwner,
  seesRecord,
} from './record-access';
import {
  deleteFile,
  fileBytes,
  fileCount,
  filesOf,
  insertFile,
  insertRecord,
  insertRecordStep,
  myApprovedRequest,
  recordById,
  recordsOf,
  stepsOf,
  teamRecords,
  updateRecord,
  type RecordRow,
} from './training-records.queries';

type Db = Kysely<Schema>;

const day = (d: Date) => d.toISOString().slice(0, 10);

async function views(db: Db, auth: AuthClaims, rows: RecordRow[]): Promise<TrainingRecord[]> {
  const ids = rows.map((r) => r.id);
  const [files, steps] = await Promise.all([filesOf(db, ids), stepsOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    owner: { id: r.user_id, name: r.owner_name },
    title: r.title,
    provider: r.provider,
    type: r.type,
    delivery: r.delivery,
    startsOn: day(r.starts_on),
    endsOn: day(r.ends_on),
    hours: Number(r.hours),
    costIdr: Number(r.cost_idr),
    fundedBy: r.funded_by,
    certificateNo: r.certificate_no,
    notes: r.notes,
    requestId: r.request_id,
    status: r.status,
    returnReason: r.return_reason,
    verifiedBy: r.verifier_name,
    verifiedAt: r.verified_at?.toISOString() ?? null,
    files: files
      .filter((f) => f.record_id === r.id)
      .map((f) => ({
        id: f.id,
        name: f.name,
        contentType: f.content_type,
        size: f.size,
        uploadedAt: f.uploaded_at.toISOString(),
      })),
    can: {
      edit: isOwner(auth.userId, r),
      submit: canSubmit(auth.userId, r),
      withdraw: canWithdraw(auth.userId, r),
      verify: canVerify(auth.userId, r),
    },
    steps: steps
      .filter((s) => s.record_id === r.id)
      .map((s) => ({
        action: s.action,
        by: s.actor_name,
        comment: s.comment,
        at: s.at.toISOString(),
      })),
    createdAt: r.created_at.toISOString(),
  }));
}

/** A record the caller may see: the owner's, or their supervisor's once it left draft. */
async function requireVisible(db: Db, auth: AuthClaims, id: number) {
  const row = await recordById(db, auth.companyId, id);
  if (!row || !seesRecord(auth.userId, row)) throw notFound('record');
  return row;
}

export async function readRecord(db: Db, auth: AuthClaims, id: number) {
  const [view] = await views(db, auth, [await requireVisible(db, auth, id)]);
  return view!;
}

export async function myRecords(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<TrainingRecordList> {
  const [rows, me, standing] = await Promise.all([
    recordsOf(db, auth.companyId, auth.userId),
    personInCompany(db, auth.companyId, auth.userId),
    myStanding(db, auth, now),
  ]);
  const supervisor =
    me?.supervisor_id != null ? await personInCompany(db, auth.companyId, me.supervisor_id) : null;
  const yearStart = `${standing.year}-01-01`;
  const counted = rows.filter((r) => r.status === 'verified' && day(r.ends_on) >= yearStart);
  return {
    items: await views(db, auth, rows),
    year: standing.year,
    verifiedHours: hoursOf(counted.reduce((sum, r) => sum + Number(r.hours) * 60, 0)),
    costIdr: counted.reduce((sum, r) => sum + Number(r.cost_idr), 0),
    hours: standing.members[0]?.hours ?? { done: 0, target: 0 },
    supervisor: supervisor ? { id: supervisor.id, name: supervisor.name } : null,
  };
}

export async function myTeamRecords(db: Db, auth: AuthClaims) {
  const all = await views(db, auth, await teamRecords(db, auth.companyId, auth.userId));
  return { toVerify: all.filter((r) => r.can.verify), others: all.filter((r) => !r.can.verify) };
}

async function checkFields(db: Db, auth: AuthClaims, fields: TrainingRecordFields) {
  if (fields.endsOn < fields.startsOn)
    throw new ApiError(400, 'invalid', { field: 'endsOn' }, 'invalid');
  const most = daysBetween(fields.startsOn, fields.endsOn) * LIMITS.hoursPerDay;
  if (fields.hours > most)
    throw new ApiError(400, 'recordHoursTooMany', { field: 'hours', n: most }, 'too_many_hours');
  if (
    fields.requestId !== undefined &&
    !(await myApprovedRequest(db, auth.userId, fields.requestId))
  )
    throw new ApiError(400, 'invalid', { field: 'requestId' }, 'invalid');
}

export async function createRecord(db: Db, auth: AuthClaims, fields: TrainingRecordFields) {
  await checkFields(db, auth, fields);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertRecord(trx, auth, fields);
    await insertRecordStep(trx, {
      recordId: created,
      actorId: auth.userId,
      action: 'created',
      comment: null,
    });
    return created;
  });
  return readRecord(db, auth, id);
}

/** The owner's own record; a supervisor reading it may not change it (404 as for anyone). */
async function requireOwn(db: Db, auth: AuthClaims, id: number) {
  const row = await requireVisible(db, auth, id);
  if (!isOwner(auth.userId, row)) throw notFound('record');
  return row;
}

/** Editing a verified record sends it back to its supervisor: its hours count again once verified. */
export async function editRecord(
  db: Db,
  auth: AuthClaims,
  id: number,
  fields: TrainingRecordFields,
  now = new Date(),
) {
  const row = await requireOwn(db, auth, id);
  const status = editedStatus(row.status);
  if (status === null) throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
  await checkFields(db, auth, fields);
  await db.transaction().execute(async (trx) => {
    const moved = await updateRecord(
      trx,
      id,
      row.status,
      { fields, status, ...(row.status === 'verified' ? { verifiedBy: null } : {}) },
      now,
    );
    if (!moved) throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
    await insertRecordStep(trx, {
      recordId: id,
      actorId: auth.userId,
      action: 'edited',
      comment: null,
    });
  });
  return readRecord(db, auth, id);
}

export async function submitRecord(db: Db, auth: AuthClaims, id: number, now = new Date()) {
  const row = await requireOwn(db, auth, id);
  if (row.owner_supervisor_id === null)
    throw new ApiError(409, 'trainingNoSupervisor', {}, 'no_supervisor');
  if (!canSubmit(auth.userId, row))
    throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
  await db.transaction().execute(async (trx) => {
    if (
      !(await updateRecord(trx, id, row.status, { status: 'submitted', returnReason: null }, now))
    )
      throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
    await insertRecordStep(trx, {
      recordId: id,
      actorId: auth.userId,
      action: 'submitted',
      comment: null,
    });
  });
  return readRecord(db, auth, id);
}

export async function withdrawRecord(db: Db, auth: AuthClaims, id: number, now = new Date()) {
  const row = await requireOwn(db, auth, id);
  if (!canWithdraw(auth.userId, row))
    throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
  await db.transaction().execute(async (trx) => {
    if (!(await updateRecord(trx, id, 'submitted', { status: 'draft' }, now)))
      throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
    await insertRecordStep(trx, {
      recordId: id,
      actorId: auth.userId,
      action: 'withdrawn',
      comment: null,
    });
  });
  return readRecord(db, auth, id);
}

/**
 * The owner's supervisor verifies a submitted record (its hours count from now, and it earns
 * its points once) or returns it with what to fix.
 */
export async function verifyRecord(
  db: Db,
  auth: AuthClaims,
  id: number,
  body: VerifyTrainingRecord,
  now = new Date(),
) {
  const row = await requireVisible(db, auth, id);
  if (!canVerify(auth.userId, row)) throw new ApiError(409, 'recordNotYours', {}, 'not_verifier');
  const reason = body.reason?.trim() || null;
  if (body.decision === 'return' && reason === null)
    throw new ApiError(400, 'required', { field: 'reason' }, 'reason_required');
  await db.transaction().execute(async (trx) => {
    const change =
      body.decision === 'verify'
        ? { status: 'verified' as const, verifiedBy: auth.userId, returnReason: null }
        : { status: 'returned' as const, returnReason: reason };
    if (!(await updateRecord(trx, id, 'submitted', change, now)))
      throw new ApiError(409, 'recordNotYours', {}, 'not_verifier');
    await insertRecordStep(trx, {
      recordId: id,
      actorId: auth.userId,
      action: change.status,
      comment: reason,
    });
    if (change.status === 'verified')
      await awardPoints(trx, {
        userId: row.user_id,
        rule: 'training.verified',
        sourceKey: id,
        subject: { id: row.title, en: row.title },
        href: `/training/${id}`,
        at: now,
      });
  });
  return readRecord(db, auth, id);
}

/** The file's type from its first bytes: the name and the request's header can say anything. */
export function sniffCertificate(bytes: Uint8Array): CertificateFileType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** A name safe to store and send back: no path, no control characters, not too long. */
export function cleanFileName(name: string | undefined, type: CertificateFileType) {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, LIMITS.fileName);
  const extension = type === 'application/pdf' ? '.pdf' : type === 'image/png' ? '.png' : '.jpg';
  return base.length > 0 ? base : `sertifikat${extension}`;
}

export const recordFileTooLarge = () =>
  new ApiError(
    413,
    'recordFileTooLarge',
    { field: 'file', n: LIMITS.fileBytes / 1024 / 1024 },
    'file_too_large',
  );

export async function addFile(
  db: Db,
  auth: AuthClaims,
  id: number,
  upload: { bytes: Uint8Array; name?: string },
) {
  const row = await requireOwn(db, auth, id);
  if (editedStatus(row.status) === null || row.status === 'verified')
    throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
  if (upload.bytes.length > LIMITS.fileBytes) throw recordFileTooLarge();
  const type = sniffCertificate(upload.bytes);
  if (type === null)
    throw new ApiError(415, 'recordFileType', { field: 'file' }, 'unsupported_file_type');
  await db.transaction().execute(async (trx) => {
    if ((await fileCount(trx, id)) >= LIMITS.files)
      throw new ApiError(
        409,
        'recordFilesFull',
        { field: 'file', n: LIMITS.files },
        'too_many_files',
      );
    await insertFile(trx, {
      recordId: id,
      name: cleanFileName(upload.name, type),
      contentType: type,
      bytes: upload.bytes,
    });
  });
  return readRecord(db, auth, id);
}

export async function removeFile(db: Db, auth: AuthClaims, id: number, fileId: number) {
  const row = await requireOwn(db, auth, id);
  if (editedStatus(row.status) === null || row.status === 'verified')
    throw new ApiError(409, 'recordNotEditable', {}, 'not_editable');
  if (!(await deleteFile(db, id, fileId))) throw notFound('file');
  return readRecord(db, auth, id);
}

export async function readFile(db: Db, auth: AuthClaims, id: number, fileId: number) {
  await requireVisible(db, auth, id);
  const file = await fileBytes(db, id, fileId);
  if (!file) throw notFound('file');
  return file;
}
