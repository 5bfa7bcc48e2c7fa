import { z } from '@hono/zod-openapi';
import { SafeUrl } from './urls';
import { CONTENT_TYPES } from './content-types';
import { FINAL_QUIZ_STATUS } from './quiz-rules';
import { VOUCHER_CODE_MAX_LENGTH } from './limits';
import { LocalizedText, idParam, safeString, orNull } from './common';

/**
 * A content's state for one learner. Contents open in course order: each one is `locked`
 * until every content before it is `done`.
 */
export const CONTENT_STATUSES = ['locked', 'available', 'inProgress', 'done'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const FinalQuizResult = z.enum(FINAL_QUIZ_STATUS).openapi('FinalQuizResult');

/** How the learner got into the course (`team`: assigned by their supervisor). */
export const ENROLMENT_SOURCES = ['free', 'voucher', 'group', 'team'] as const;

export const Enrolment = z
  .object({
    courseId: z.number().int(),
    enrolledAt: z.string().openapi({ format: 'date-time' }),
    source: z.enum(ENROLMENT_SOURCES),
    /** Done contents out of all contents, 0-100, rounded down. */
    progress: z.number().int().min(0).max(100),
    completedAt: z.string().nullable().openapi({ format: 'date-time' }),
    finalQuiz: FinalQuizResult,
    /**
     * Whether a final quiz attempt was submitted. NotPassed without one is "not taken yet",
     * which the app shows neutral rather than as a failure.
     */
    finalQuizAttempted: z.boolean(),
    /** Set once the certificate is issued. */
    certificateCode: z.string().nullable(),
  })
  .openapi('Enrolment');
export type Enrolment = z.infer<typeof Enrolment>;

/** GET /v1/courses/{id}/enrolment: whether I am in, and how I can get in. */
export const CourseAccess = z
  .object({
    enrolment: orNull(Enrolment),
    /** A course that is not free opens only with a voucher. */
    requiresVoucher: z.boolean(),
  })
  .openapi('CourseAccess');
export type CourseAccess = z.infer<typeof CourseAccess>;

export const RedeemVoucherBody = z
  .object({ code: safeString().trim().min(1).max(VOUCHER_CODE_MAX_LENGTH) })
  .openapi('RedeemVoucherBody', { example: { code: 'AJAR-LEAD-2026' } });

/** POST /v1/vouchers/redeem answers the course it opened and my enrolment in it. */
export const VoucherRedemption = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    enrolment: Enrolment,
  })
  .openapi('VoucherRedemption');
export type VoucherRedemption = z.infer<typeof VoucherRedemption>;

export const LearnOutlineContent = z
  .object({
    id: z.number().int(),
    type: z.enum(CONTENT_TYPES),
    title: LocalizedText,
    durationMinutes: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
  })
  .openapi('LearnOutlineContent');
export type LearnOutlineContent = z.infer<typeof LearnOutlineContent>;

/** GET /v1/courses/{id}/learn: the player's outline for an enrolled learner. */
export const LearnOutline = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    enrolment: Enrolment,
    sections: z.array(
      z.object({
        id: z.number().int(),
        title: LocalizedText,
        contents: z.array(LearnOutlineContent),
      }),
    ),
    /** Where "continue" goes: the first content not done, or null when all are done. */
    nextContentId: z.number().int().nullable(),
  })
  .openapi('LearnOutline');
export type LearnOutline = z.infer<typeof LearnOutline>;

export const MeetingDetails = z
  .object({
    startsAt: z.string().openapi({ format: 'date-time' }),
    endsAt: z.string().openapi({ format: 'date-time' }),
    mode: z.enum(['online', 'offline']),
    location: z.string().nullable(),
    url: SafeUrl.nullable(),
    attended: z.boolean(),
    /** Attendance opens 15 minutes before the start and stays open afterwards. */
    canAttend: z.boolean(),
  })
  .openapi('MeetingDetails');
export type MeetingDetails = z.infer<typeof MeetingDetails>;

/**
 * When a learner may see a scored quiz's right answers, right/wrong marks and explanations:
 * `never`; `afterPassedOrLastAttempt` (the default: once they passed or have no attempt left,
 * so a retry is not answered from the last review); `afterSubmit` after every attempt (for
 * practice). Their own answers and score are always shown.
 */
export const REVIEW_MODES = ['never', 'afterPassedOrLastAttempt', 'afterSubmit'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

/** A quiz's rules and my standing in it, shown before starting. */
export const QuizInfo = z
  .object({
    id: z.number().int(),
    /** QUIZ_KIND: 0 Quiz, 1 Evaluation (Likert, unscored). */
    kind: z.number().int().min(0).max(1),
    questionCount: z.number().int(),
    timeLimitSeconds: z.number().int().nullable(),
    maxAttempts: z.number().int().nullable(),
    attemptsUsed: z.number().int(),
    passThreshold: z.number().int(),
    review: z.enum(REVIEW_MODES),
    bestScore: z.number().nullable(),
    passed: z.boolean().nullable(),
    /** An attempt started and not yet submitted (resume it instead of starting anew). */
    openAttemptId: z.number().int().nullable(),
  })
  .openapi('QuizInfo');
export type QuizInfo = z.infer<typeof QuizInfo>;

/** GET /v1/courses/{id}/learn/{contentId}: one content, in the player. */
export const LearnContent = LearnOutlineContent.extend({
  sectionId: z.number().int(),
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
  /** Rich text (HTML from the course author; the app sanitises before rendering). */
  body: orNull(LocalizedText),
  videoUrl: SafeUrl.nullable(),
  pdfUrl: SafeUrl.nullable(),
  meeting: orNull(MeetingDetails),
  quiz: orNull(QuizInfo),
}).openapi('LearnContent');
export type LearnContent = z.infer<typeof LearnContent>;

/** What marking a content done (or attending a meeting) changed. */
export const LearnProgress = z
  .object({
    contentId: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
    enrolment: Enrolment,
    nextContentId: z.number().int().nullable(),
  })
  .openapi('LearnProgress');
export type LearnProgress = z.infer<typeof LearnProgress>;

export const LearnParams = z.object({
  id: idParam('id'),
  contentId: idParam('contentId', 2),
});
