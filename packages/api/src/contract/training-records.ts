import { z } from '@hono/zod-openapi';
import { IdNumber, IsoDate, orNull, safeString } from './common';
import {
  CERTIFICATE_FILE_TYPES,
  TRAINING_DELIVERIES,
  TRAINING_FUNDERS,
  TRAINING_RECORD_ACTIONS,
  TRAINING_RECORD_LIMITS as LIMITS,
  TRAINING_RECORD_STATUSES,
  TRAINING_TYPES,
} from './training-record-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });

/** What the owner writes; the same body creates a draft and edits one. */
export const TrainingRecordFields = z
  .strictObject({
    title: safeString().trim().min(3).max(LIMITS.title),
    provider: safeString().trim().min(2).max(LIMITS.provider),
    type: z.enum(TRAINING_TYPES),
    delivery: z.enum(TRAINING_DELIVERIES),
    startsOn: IsoDate(),
    endsOn: IsoDate(),
    hours: z.number().positive().max(LIMITS.hoursMax),
    costIdr: z.number().int().min(0).max(LIMITS.costMax),
    fundedBy: z.enum(TRAINING_FUNDERS),
    certificateNo: safeString().trim().max(LIMITS.certificateNo).optional(),
    notes: safeString().trim().max(LIMITS.notes).optional(),
    /** The approved training request this record is the evidence of. */
    requestId: IdNumber.optional(),
  })
  .openapi('TrainingRecordFields', {
    example: {
      title: 'Sertifikasi Ahli K3 Umum',
      provider: 'Lembaga Sertifikasi K3 Nusantara',
      type: 'certification',
      delivery: 'offline',
      startsOn: '2026-10-05',
      endsOn: '2026-10-09',
      hours: 40,
      costIdr: 7500000,
      fundedBy: 'company',
      certificateNo: 'K3-2026-00451',
    },
  });
export type TrainingRecordFields = z.infer<typeof TrainingRecordFields>;

export const TrainingRecordFile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contentType: z.enum(CERTIFICATE_FILE_TYPES),
    size: z.number().int(),
    uploadedAt: dateTime(),
  })
  .openapi('TrainingRecordFile');

export const TrainingRecord = z
  .object({
    id: z.number().int(),
    owner: z.object({ id: z.number().int(), name: z.string() }),
    title: z.string(),
    provider: z.string(),
    type: z.enum(TRAINING_TYPES),
    delivery: z.enum(TRAINING_DELIVERIES),
    startsOn: z.string(),
    endsOn: z.string(),
    hours: z.number(),
    costIdr: z.number(),
    fundedBy: z.enum(TRAINING_FUNDERS),
    certificateNo: orNull(z.string()),
    notes: orNull(z.string()),
    requestId: orNull(z.number().int()),
    status: z.enum(TRAINING_RECORD_STATUSES),
    returnReason: orNull(z.string()),
    verifiedBy: orNull(z.string()),
    verifiedAt: orNull(dateTime()),
    files: z.array(TrainingRecordFile),
    can: z.object({
      edit: z.boolean(),
      submit: z.boolean(),
      withdraw: z.boolean(),
      verify: z.boolean(),
    }),
    /** Oldest first. */
    steps: z.array(
      z.object({
        action: z.enum(TRAINING_RECORD_ACTIONS),
        by: orNull(z.string()),
        comment: orNull(z.string()),
        at: dateTime(),
      }),
    ),
    createdAt: dateTime(),
  })
  .openapi('TrainingRecord');
export type TrainingRecord = z.infer<typeof TrainingRecord>;

/** GET /v1/training-records: mine, newest first, with this year's totals. */
export const TrainingRecordList = z
  .object({
    items: z.array(TrainingRecord),
    year: z.number().int(),
    /** Verified records' hours and cost whose training ended this year (company calendar). */
    verifiedHours: z.number(),
    costIdr: z.number(),
    /** All my training hours this year: completed Ajar courses plus verified records. */
    hours: z.object({ done: z.number(), target: z.number() }),
    /** Who verifies my records; null when I have none (I can keep drafts, not submit). */
    supervisor: orNull(z.object({ id: z.number().int(), name: z.string() })),
  })
  .openapi('TrainingRecordList');
export type TrainingRecordList = z.infer<typeof TrainingRecordList>;

/** GET /v1/training-records/team: my direct reports' records, those waiting for me first. */
export const TeamTrainingRecords = z
  .object({ toVerify: z.array(TrainingRecord), others: z.array(TrainingRecord) })
  .openapi('TeamTrainingRecords');

export const VerifyTrainingRecord = z
  .strictObject({
    decision: z.enum(['verify', 'return']),
    /** Required to return: the owner reads what to fix. */
    reason: safeString().trim().max(LIMITS.returnReason).optional(),
  })
  .openapi('VerifyTrainingRecord', {
    example: {
      decision: 'return',
      reason: 'Lampirkan sertifikat yang terbaca; yang ini terpotong.',
    },
  });
export type VerifyTrainingRecord = z.infer<typeof VerifyTrainingRecord>;
