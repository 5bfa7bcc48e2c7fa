import { z } from '@hono/zod-openapi';
import { IdNumber, LocalizedText, orNull, safeString } from './common';
import { TEAM_EVALUATION_LIMITS as LIMITS } from './team-evaluation-rules';
import { TEAM_QUESTION_TRAINING_KINDS } from './team-question-rules';
import { LIKERT_POINTS } from './quiz';
import { QuestionTraining } from './team-questions';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const Person = z.object({ id: z.number().int(), name: z.string() });
const Score = z.number().min(0).max(100);

/** One statement of an evaluation form, rated from 1 to `likertPoints`. */
export const EvaluationStatement = z
  .object({ id: z.number().int(), text: LocalizedText })
  .openapi('EvaluationStatement');
export type EvaluationStatement = z.infer<typeof EvaluationStatement>;

/** A company's evaluation form (a quiz of kind Evaluation that belongs to no course). */
export const EvaluationFormSummary = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: orNull(LocalizedText),
    statementCount: z.number().int(),
  })
  .openapi('EvaluationFormSummary');
export type EvaluationFormSummary = z.infer<typeof EvaluationFormSummary>;

/** A training the person completed, and whether this form was already filled for it. */
export const EvaluationTraining = QuestionTraining.extend({
  /** The evaluation of it with this form (on a form's page) or with any form (in the recap). */
  evaluationId: orNull(z.number().int()),
}).openapi('EvaluationTraining');
export type EvaluationTraining = z.infer<typeof EvaluationTraining>;

/** GET /v1/team-evaluations/members/{id}/forms/{quizId}: the form to fill for one person. */
export const EvaluationFormView = z
  .object({
    member: Person,
    form: EvaluationFormSummary,
    statements: z.array(EvaluationStatement),
    likertPoints: z.number().int(),
    /** Trainings the person completed, newest first: what an evaluation may be about. */
    trainings: z.array(EvaluationTraining),
  })
  .openapi('EvaluationFormView');
export type EvaluationFormView = z.infer<typeof EvaluationFormView>;

/** One evaluation in a person's recap. */
export const TeamEvaluationSummary = z
  .object({
    id: z.number().int(),
    form: z.object({ id: z.number().int(), title: LocalizedText }),
    training: QuestionTraining,
    evaluator: Person,
    /** Mean rating scaled to 0-100. */
    score: Score,
    /** The person's evaluation just before this one (any form), for the trend. */
    previousScore: orNull(Score),
    createdAt: dateTime(),
  })
  .openapi('TeamEvaluationSummary');
export type TeamEvaluationSummary = z.infer<typeof TeamEvaluationSummary>;

/** GET /v1/team-evaluations/members/{id}: a person's evaluations with scores and trend. */
export const EvaluationRecap = z
  .object({
    member: Person,
    /** Newest first, at most TEAM_EVALUATION_LIMITS.recapItems. */
    items: z.array(TeamEvaluationSummary),
    /** Mean of the listed scores; null without any. */
    average: orNull(Score),
    /** The company's forms a new evaluation may use. */
    forms: z.array(EvaluationFormSummary),
    /** Completed trainings not evaluated yet, newest first. */
    pending: z.array(EvaluationTraining),
  })
  .openapi('EvaluationRecap');
export type EvaluationRecap = z.infer<typeof EvaluationRecap>;

/** GET /v1/team-evaluations/{id}: one evaluation with each statement's rating. */
export const TeamEvaluation = TeamEvaluationSummary.extend({
  member: Person,
  likertPoints: z.number().int(),
  ratings: z.array(z.object({ statement: EvaluationStatement, rating: z.number().int() })),
  comment: orNull(z.string()),
}).openapi('TeamEvaluation');
export type TeamEvaluation = z.infer<typeof TeamEvaluation>;

/** POST /v1/team-evaluations/members/{id}/forms/{quizId}. */
export const NewTeamEvaluation = z
  .strictObject({
    training: z.strictObject({ kind: z.enum(TEAM_QUESTION_TRAINING_KINDS), id: IdNumber }),
    /** Every statement's rating, by statement id: '1'..'likertPoints'. */
    ratings: z.record(z.string().regex(/^\d{1,10}$/), z.number().int().min(1).max(LIKERT_POINTS)),
    comment: safeString().trim().max(LIMITS.comment).optional(),
  })
  .openapi('NewTeamEvaluation', {
    example: {
      training: { kind: 'course', id: 3 },
      ratings: { '41': 4, '42': 5, '43': 3 },
      comment: 'Sekarang rapat tim dibuka dengan tujuan yang jelas.',
    },
  });
export type NewTeamEvaluation = z.infer<typeof NewTeamEvaluation>;
