import { z } from '@hono/zod-openapi';
import { CONTENT_TYPES } from './content-types';
import { SHORT_ANSWER_MAX_LENGTH } from './limits';
import { IdNumber, IsoDateTime, LocalizedText, idParam, safeString, orNull } from './common';

export const QUESTION_TYPES = ['single', 'multiple', 'trueFalse', 'shortAnswer', 'likert'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Likert questions answer '1'..'5'. */
export const LIKERT_POINTS = 5;
/** Answers arriving this long after the deadline still count (network latency). */
export const DEADLINE_GRACE_SECONDS = 30;

/**
 * An answer: option ids as strings (one for single/trueFalse, several for multiple), the
 * typed text for shortAnswer, '1'..'5' for likert.
 */
export const AnswerValue = z.union([
  safeString().max(SHORT_ANSWER_MAX_LENGTH),
  z.array(safeString().max(40)).max(20),
]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const AttemptQuestion = z
  .object({
    id: z.number().int(),
    type: z.enum(QUESTION_TYPES),
    text: LocalizedText,
    /** In this attempt's (possibly shuffled) order; empty for shortAnswer and likert. */
    options: z.array(z.object({ id: z.string(), text: LocalizedText })),
  })
  .openapi('AttemptQuestion');
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

export const QuestionReview = z
  .object({
    questionId: z.number().int(),
    isCorrect: z.boolean(),
    /** Option ids that are correct, or the accepted answers of a shortAnswer question. */
    correct: z.array(z.string()),
    explanation: orNull(LocalizedText),
  })
  .openapi('QuestionReview');
export type QuestionReview = z.infer<typeof QuestionReview>;

/** Why a submitted scored attempt comes without its review (the quiz's review policy). */
export const REVIEW_WITHHELD = ['never', 'untilPassedOrLastAttempt'] as const;
export type ReviewWithheld = (typeof REVIEW_WITHHELD)[number];

export const AttemptResult = z
  .object({
    /** 0-100, one decimal; null for an evaluation (not scored). */
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    correctCount: z.number().int(),
    totalQuestions: z.number().int(),
    passThreshold: z.number().int(),
    /** Right answers, marks and explanations: present only when the review policy allows. */
    review: z.array(QuestionReview).nullable(),
    /**
     * Set when a scored quiz keeps its review back, saying why: `never` shown, or not until
     * the learner passes or has used the last attempt. Null for a review and an evaluation.
     */
    reviewWithheld: z.enum(REVIEW_WITHHELD).nullable(),
  })
  .openapi('AttemptResult');
export type AttemptResult = z.infer<typeof AttemptResult>;

export const ATTEMPT_STATUSES = ['open', 'submitted'] as const;

export const Attempt = z
  .object({
    id: z.number().int(),
    quizId: z.number().int(),
    kind: z.number().int().min(0).max(1),
    attemptNumber: z.number().int(),
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    content: z.object({ id: z.number().int(), type: z.enum(CONTENT_TYPES), title: LocalizedText }),
    status: z.enum(ATTEMPT_STATUSES),
    startedAt: z.string().openapi({ format: 'date-time' }),
    /** Server-side deadline; null when the quiz has no time limit. */
    deadlineAt: z.string().nullable().openapi({ format: 'date-time' }),
    submittedAt: z.string().nullable().openapi({ format: 'date-time' }),
    /** The server's clock when answering, so a client can correct its own. */
    serverNow: z.string().openapi({ format: 'date-time' }),
    questions: z.array(AttemptQuestion),
    /** Saved answers by question id. */
    answers: z.record(z.string(), AnswerValue),
    result: orNull(AttemptResult),
  })
  .openapi('Attempt');
export type Attempt = z.infer<typeof Attempt>;

export const SaveAnswerBody = z
  .object({
    value: AnswerValue,
    /** When the learner gave it (client clock); an older write never replaces a newer one. */
    answeredAt: IsoDateTime(),
  })
  .openapi('SaveAnswerBody');

export const SavedAnswer = z
  .object({ questionId: z.number().int(), savedAt: z.string(), applied: z.boolean() })
  .openapi('SavedAnswer');
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** Submitting may carry answers not yet saved (given offline), so none is lost. */
export const SubmitAttemptBody = z
  .object({
    answers: z
      .array(SaveAnswerBody.extend({ questionId: IdNumber }))
      .max(200)
      .default([]),
  })
  .openapi('SubmitAttemptBody');

export const AttemptParams = z.object({
  id: idParam('id'),
});
export const AnswerParams = AttemptParams.extend({
  questionId: idParam('questionId'),
});
