// No zod here: the app imports these by value (its forms check the same limits).

export const TRAINING_TYPES = [
  'seminar',
  'workshop',
  'technical',
  'certification',
  'webinar',
  'online',
  'conference',
  'ojt',
] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

export const TRAINING_DELIVERIES = ['online', 'offline', 'hybrid'] as const;
export const TRAINING_FUNDERS = ['company', 'self', 'sponsor'] as const;

/**
 * `draft` -> `submitted` -> `verified` by the supervisor, or `returned` with a reason; the
 * owner edits a draft or a returned record, withdraws a submitted one (back to draft), and
 * editing a verified one sends it back to `submitted` (its hours stop counting until verified).
 */
export const TRAINING_RECORD_STATUSES = ['draft', 'submitted', 'verified', 'returned'] as const;
export type TrainingRecordStatus = (typeof TRAINING_RECORD_STATUSES)[number];

export const TRAINING_RECORD_ACTIONS = [
  'created',
  'edited',
  'submitted',
  'withdrawn',
  'verified',
  'returned',
] as const;

/** The certificate files a record may carry: read from their bytes, not their names. */
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type CertificateFileType = (typeof CERTIFICATE_FILE_TYPES)[number];

export const TRAINING_RECORD_LIMITS = {
  title: 160,
  provider: 120,
  certificateNo: 80,
  notes: 2000,
  returnReason: 1000,
  /** A day has 24 hours: more hours than the days allow is a typo. */
  hoursPerDay: 24,
  hoursMax: 2000,
  /** Rupiah: two billion is beyond any one training (and fits a 32-bit integer). */
  costMax: 2_000_000_000,
  files: 5,
  fileBytes: 5 * 1024 * 1024,
  fileName: 120,
} as const;

/** Whether the owner may change the record's fields and files now. */
export const isEditableRecord = (status: TrainingRecordStatus) =>
  status === 'draft' || status === 'returned' || status === 'verified';

/** Days from the first to the last, both counted. */
export const daysBetween = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000) + 1;
