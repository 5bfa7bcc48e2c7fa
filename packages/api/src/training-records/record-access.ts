import type { TrainingRecordStatus } from '../contract/training-record-rules';

/**
 * Who may do what with a training record, as plain rules over the facts the queries read.
 * The owner writes it; their supervisor (now) verifies it; no one verifies their own.
 */
export interface RecordFacts {
  status: TrainingRecordStatus;
  user_id: number;
  owner_supervisor_id: number | null;
}

export const isOwner = (userId: number, r: RecordFacts) => userId === r.user_id;

/** A draft is the owner's own business; once sent, their supervisor reads it too. */
export const seesRecord = (userId: number, r: RecordFacts) =>
  isOwner(userId, r) || (r.status !== 'draft' && userId === r.owner_supervisor_id);

export const canSubmit = (userId: number, r: RecordFacts) =>
  isOwner(userId, r) && (r.status === 'draft' || r.status === 'returned');

export const canWithdraw = (userId: number, r: RecordFacts) =>
  isOwner(userId, r) && r.status === 'submitted';

export const canVerify = (userId: number, r: RecordFacts) =>
  !isOwner(userId, r) && r.status === 'submitted' && userId === r.owner_supervisor_id;

/**
 * The status an owner's edit leaves: a draft or a returned record stays as it is; a verified
 * one goes back to its supervisor; a submitted one must be withdrawn first (null).
 */
export function editedStatus(status: TrainingRecordStatus): TrainingRecordStatus | null {
  if (status === 'submitted') return null;
  return status === 'verified' ? 'submitted' : status;
}
