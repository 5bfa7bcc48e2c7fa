import { z } from '@hono/zod-openapi';
import { IdNumber, IsoDate, LocalizedText, orNull, safeString } from './common';
import {
  TRAINING_REQUEST_ACTIONS,
  TRAINING_REQUEST_KINDS,
  TRAINING_REQUEST_LIMITS as LIMITS,
  TRAINING_REQUEST_STATUSES,
} from './training-request-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const Person = z.object({ id: z.number().int(), name: z.string() });

/** An external training as the requester describes it. */
export const ExternalTraining = z.object({
  title: safeString().trim().min(3).max(LIMITS.title),
  provider: safeString().trim().min(2).max(LIMITS.provider),
  startsOn: IsoDate(),
  endsOn: IsoDate(),
  hours: z.number().positive().max(LIMITS.hoursMax),
  costIdr: z.number().int().min(0).max(LIMITS.costMax),
});

export const TrainingRequestStep = z
  .object({
    action: z.enum(TRAINING_REQUEST_ACTIONS),
    by: orNull(z.string()),
    comment: orNull(z.string()),
    at: dateTime(),
  })
  .openapi('TrainingRequestStep');

export const TrainingRequest = z
  .object({
    id: z.number().int(),
    kind: z.enum(TRAINING_REQUEST_KINDS),
    /** What is asked for, in both languages (an external title reads the same in both). */
    title: LocalizedText,
    course: orNull(z.object({ id: z.number().int(), price: z.number() })),
    event: orNull(z.object({ id: z.number().int(), startsAt: dateTime() })),
    external: orNull(ExternalTraining),
    reason: z.string(),
    status: z.enum(TRAINING_REQUEST_STATUSES),
    requester: Person,
    /** Who decides now: the requester's supervisor, or the second approver once forwarded. */
    approver: orNull(Person),
    secondApprover: orNull(Person),
    createdAt: dateTime(),
    decidedAt: orNull(dateTime()),
    /** What the caller may do with it now. */
    can: z.object({ decide: z.boolean(), forward: z.boolean(), cancel: z.boolean() }),
    /** Oldest first. */
    steps: z.array(TrainingRequestStep),
  })
  .openapi('TrainingRequest');
export type TrainingRequest = z.infer<typeof TrainingRequest>;

/** GET /v1/training-requests: mine, and those I decide or decided (as supervisor or second approver). */
export const TrainingRequestList = z
  .object({
    mine: z.array(TrainingRequest),
    toDecide: z.array(TrainingRequest),
    /** Decided by me or waiting on someone after me, newest first. */
    team: z.array(TrainingRequest),
    /** My supervisor, who decides my requests; null when I have none (I cannot ask). */
    supervisor: orNull(Person),
  })
  .openapi('TrainingRequestList');
export type TrainingRequestList = z.infer<typeof TrainingRequestList>;

export const NewTrainingRequest = z
  .strictObject({
    kind: z.enum(TRAINING_REQUEST_KINDS),
    courseId: IdNumber.optional(),
    eventId: IdNumber.optional(),
    external: ExternalTraining.strict().optional(),
    reason: safeString().trim().min(LIMITS.reasonMin).max(LIMITS.reason),
  })
  .openapi('NewTrainingRequest', {
    example: {
      kind: 'course',
      courseId: 3,
      reason: 'Saya perlu menguasai negosiasi untuk menangani klien korporat mulai bulan depan.',
    },
  });
export type NewTrainingRequest = z.infer<typeof NewTrainingRequest>;

export const TrainingDecision = z
  .strictObject({
    decision: z.enum(['approve', 'reject']),
    /** Required to reject: the requester reads why. */
    comment: safeString().trim().max(LIMITS.comment).optional(),
    /** Approving, the supervisor may send it on to a second approver (HR) instead of deciding alone. */
    secondApproverId: IdNumber.optional(),
  })
  .openapi('TrainingDecision', {
    example: { decision: 'approve', comment: 'Setuju, sesuai rencana pengembangan Anda.' },
  });
export type TrainingDecision = z.infer<typeof TrainingDecision>;

/** Who may be asked as second approver: the company's admins and trainers. */
export const ApproverList = z
  .object({ items: z.array(Person.extend({ position: orNull(z.string()) })) })
  .openapi('ApproverList');
