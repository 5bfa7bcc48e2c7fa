import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { LIKERT_POINTS } from '../contract/quiz';
import { evaluationScore } from '../contract/team-evaluation-rules';
import type { NewTeamEvaluation, TeamEvaluation } from '../contract/team-evaluations';
import type { Schema } from '../db/schema';
import { ApiError } from '../http/errors';
import { trainingsOf } from '../team-questions/team-questions.service';
import {
  evaluatedTrainings,
  formStatements,
  insertEvaluation,
  insertEvaluationLog,
} from './team-evaluations.queries';
import { readEvaluation, requireForm, requireReport } from './team-evaluations.service';

/**
 * Submitting an evaluation: once per person, form and training, every statement rated. The
 * score is computed here, never taken from the client. Written with its `team_log` entry in
 * one transaction; the person is not told (the evaluation is the supervisor's, for HR).
 */

type Db = Kysely<Schema>;

const unprocessable = (
  key: 'questionTraining' | 'evaluationRatings',
  field: string,
  code: string,
) => new ApiError(422, key, { field }, code);
const alreadyEvaluated = () =>
  new ApiError(409, 'evaluationDone', { field: 'training' }, 'already_evaluated');

/** PostgreSQL's unique_violation: the same evaluation submitted twice at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The ratings in the form's order, each statement exactly once and nothing else. */
function ratingsFor(statements: { id: number }[], given: Record<string, number>) {
  const known = new Set(statements.map((s) => String(s.id)));
  if (Object.keys(given).some((id) => !known.has(id)))
    throw unprocessable('evaluationRatings', 'ratings', 'unknown_statement');
  const ratings = statements.map((s) => ({ questionId: s.id, rating: given[String(s.id)] }));
  const complete = ratings.filter(
    (r): r is { questionId: number; rating: number } =>
      r.rating !== undefined && r.rating >= 1 && r.rating <= LIKERT_POINTS,
  );
  if (complete.length === 0 || complete.length !== statements.length)
    throw unprocessable('evaluationRatings', 'ratings', 'ratings_incomplete');
  return complete;
}

export async function submitEvaluation(
  db: Db,
  auth: AuthClaims,
  personId: number,
  quizId: number,
  body: NewTeamEvaluation,
): Promise<TeamEvaluation> {
  await requireReport(db, auth, personId);
  await requireForm(db, auth, quizId);
  const { kind, id: trainingId } = body.training;
  const trainings = await trainingsOf(db, auth.companyId, personId);
  if (!trainings.some((t) => t.kind === kind && t.id === trainingId))
    throw unprocessable('questionTraining', 'training', 'training_not_completed');
  const done = await evaluatedTrainings(db, auth.companyId, personId, quizId);
  if (done.some((e) => (kind === 'course' ? e.course_id : e.record_id) === trainingId))
    throw alreadyEvaluated();
  const ratings = ratingsFor(await formStatements(db, quizId), body.ratings);
  const score = evaluationScore(
    ratings.map((r) => r.rating),
    LIKERT_POINTS,
  )!;
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await insertEvaluation(trx, {
        companyId: auth.companyId,
        evaluatorId: auth.userId,
        subjectId: personId,
        quizId,
        courseId: kind === 'course' ? trainingId : null,
        recordId: kind === 'record' ? trainingId : null,
        score,
        comment: body.comment ? body.comment : null,
        ratings,
      });
      await insertEvaluationLog(trx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        subjectId: personId,
        action: 'evaluation.submitted',
        evaluationId: created,
        quizId,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyEvaluated();
    throw error;
  }
  return readEvaluation(db, auth, id);
}
