// No zod here: the app imports these by value (its forms check the same limits).

export const TRAINING_REQUEST_KINDS = ['course', 'event', 'external'] as const;
export type TrainingRequestKind = (typeof TRAINING_REQUEST_KINDS)[number];

/**
 * `pending`: the requester's supervisor decides; `forwarded`: approved by the supervisor and
 * waiting for the second approver they chose; then `approved` or `rejected`; `cancelled` by
 * the requester while undecided.
 */
export const TRAINING_REQUEST_STATUSES = [
  'pending',
  'forwarded',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type TrainingRequestStatus = (typeof TRAINING_REQUEST_STATUSES)[number];

export const TRAINING_REQUEST_ACTIONS = [
  'submitted',
  'forwarded',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type TrainingRequestAction = (typeof TRAINING_REQUEST_ACTIONS)[number];

/** Still waiting for someone's decision: the requester may cancel it. */
export const isOpenRequest = (status: TrainingRequestStatus) =>
  status === 'pending' || status === 'forwarded';

export const TRAINING_REQUEST_LIMITS = {
  reasonMin: 10,
  reason: 1000,
  comment: 1000,
  title: 160,
  provider: 120,
  /** Hours of one external training: a year of full days is already a typo. */
  hoursMax: 2000,
  /** Rupiah: two billion is beyond any one training (and fits a 32-bit integer). */
  costMax: 2_000_000_000,
} as const;
