import type { TrainingRequestStatus } from '../contract/training-request-rules';
import { isOpenRequest } from '../contract/training-request-rules';

/**
 * Who may do what with a training request, as plain rules over the facts the queries read.
 * The supervisor is the requester's supervisor now, not when they asked: a request follows
 * its requester to their new supervisor. No one decides their own request.
 */
export interface RequestFacts {
  status: TrainingRequestStatus;
  requester_id: number;
  supervisor_id: number | null;
  second_approver_id: number | null;
}

/** Whose decision the request waits for, if anyone's. */
export function approverOf(r: RequestFacts): number | null {
  if (r.status === 'pending') return r.supervisor_id;
  if (r.status === 'forwarded') return r.second_approver_id;
  return null;
}

export const canDecide = (userId: number, r: RequestFacts) =>
  userId !== r.requester_id && approverOf(r) === userId;

/** Only the supervisor's step may send it on; the second approver has the last word. */
export const canForward = (userId: number, r: RequestFacts) =>
  r.status === 'pending' && canDecide(userId, r);

export const canCancel = (userId: number, r: RequestFacts) =>
  userId === r.requester_id && isOpenRequest(r.status);

export const canSee = (userId: number, r: RequestFacts) =>
  userId === r.requester_id || userId === r.supervisor_id || userId === r.second_approver_id;
