import { z } from '@hono/zod-openapi';
import { CONTENT_TYPES } from './content-types';
import { CourseSummary } from './catalog';
import { LocalizedText, positiveIntText } from './common';
import { CONTENT_STATUSES, Enrolment } from './learning';

export { elapsedSeconds } from './durations';

/** GET /v1/my/courses: courses I am enrolled in, most recent activity first. */
export const MyCourse = z
  .object({
    course: CourseSummary,
    enrolment: Enrolment,
    /** Where "continue" goes in the player; null when everything is done. */
    nextContentId: z.number().int().nullable(),
    lastActivityAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('MyCourse');
export type MyCourse = z.infer<typeof MyCourse>;

export const MyContentScore = z
  .object({
    id: z.number().int(),
    type: z.enum(CONTENT_TYPES),
    title: LocalizedText,
    status: z.enum(CONTENT_STATUSES),
    /** For quizzes: submitted attempts, best and last score (null before any / evaluation). */
    attempts: z.number().int(),
    bestScore: z.number().nullable(),
    lastScore: z.number().nullable(),
    passed: z.boolean().nullable(),
    /** This quiz's own pass mark; null for learning material and an evaluation. */
    passThreshold: z.number().int().nullable(),
    completedAt: z.string().nullable(),
  })
  .openapi('MyContentScore');
export type MyContentScore = z.infer<typeof MyContentScore>;

/** GET /v1/my/courses/{id}: progress, every content's status and score. */
export const MyCourseDetail = z
  .object({
    course: CourseSummary,
    enrolment: Enrolment,
    /** The course's pass mark (its final quiz's); each quiz has its own in `sections`. */
    passThreshold: z.number().int(),
    nextContentId: z.number().int().nullable(),
    /** Best post test minus first pre test, when both exist. */
    learningGain: z
      .object({ preTest: z.number(), postTest: z.number(), gain: z.number() })
      .nullable(),
    sections: z.array(
      z.object({
        id: z.number().int(),
        title: LocalizedText,
        contents: z.array(MyContentScore),
      }),
    ),
  })
  .openapi('MyCourseDetail');
export type MyCourseDetail = z.infer<typeof MyCourseDetail>;

export const ATTEMPT_FILTERS = ['final', 'evaluation'] as const;

/** GET /v1/my/courses/{id}/attempts?contentId= | ?type=final|evaluation */
export const AttemptHistoryQuery = z.object({
  contentId: positiveIntText().optional(),
  type: z.enum(ATTEMPT_FILTERS).optional(),
});

export const AttemptSummary = z
  .object({
    id: z.number().int(),
    attemptNumber: z.number().int(),
    content: z.object({ id: z.number().int(), type: z.enum(CONTENT_TYPES), title: LocalizedText }),
    startedAt: z.string(),
    submittedAt: z.string(),
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    durationSeconds: z.number().int(),
  })
  .openapi('AttemptSummary');
export type AttemptSummary = z.infer<typeof AttemptSummary>;

export const AttemptHistory = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    passThreshold: z.number().int(),
    items: z.array(AttemptSummary),
  })
  .openapi('AttemptHistory');
export type AttemptHistory = z.infer<typeof AttemptHistory>;
