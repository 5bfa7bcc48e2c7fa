import type {
  EvaluationStatement,
  EvaluationTraining,
  NewTeamEvaluation,
} from '@ajar/api/contract';
import { trainingValue } from '../shared/evaluationKeys';

/** What the supervisor filled in so far; kept as typed whatever a submit answers. */
export interface EvaluationValues {
  /** `course-12` / `record-5`, or '' before a choice. */
  training: string;
  /** Each statement's point as the scale gives it ('1'..'N'), by statement id. */
  ratings: Record<number, string>;
  comment: string;
}

/** What keeps the form from being sent: no training chosen, statements not rated yet. */
export interface EvaluationProblems {
  training: boolean;
  /** Statement ids in the form's order. */
  unrated: number[];
}

export const NO_PROBLEMS: EvaluationProblems = { training: false, unrated: [] };

export const hasProblems = (problems: EvaluationProblems) =>
  problems.training || problems.unrated.length > 0;

/** A training of the list that may still be evaluated with this form. */
export const isOpen = (training: EvaluationTraining) => training.evaluationId === null;

/** The form's own checks, the API's in short: a completed training and every statement. */
export function checkEvaluation(
  values: EvaluationValues,
  statements: readonly EvaluationStatement[],
  trainings: readonly EvaluationTraining[],
): EvaluationProblems {
  const training = trainings.find((t) => trainingValue(t) === values.training);
  return {
    training: !training || !isOpen(training),
    unrated: statements.filter((s) => !values.ratings[s.id]).map((s) => s.id),
  };
}

/** The ratings given, as numbers, in the form's order: what the score counts. */
export const givenRatings = (
  values: EvaluationValues,
  statements: readonly EvaluationStatement[],
) => statements.flatMap((s) => (values.ratings[s.id] ? [Number(values.ratings[s.id])] : []));

/** The request's body; only called once `checkEvaluation` found nothing. */
export function evaluationBody(
  values: EvaluationValues,
  trainings: readonly EvaluationTraining[],
): NewTeamEvaluation {
  const training = trainings.find((t) => trainingValue(t) === values.training);
  const comment = values.comment.trim();
  return {
    training: { kind: training?.kind ?? 'course', id: training?.id ?? 0 },
    ratings: Object.fromEntries(
      Object.entries(values.ratings).map(([id, point]) => [id, Number(point)]),
    ),
    ...(comment ? { comment } : {}),
  };
}
