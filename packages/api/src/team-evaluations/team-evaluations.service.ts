import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import { LIKERT_POINTS } from '../contract/quiz';
import { TEAM_EVALUATION_LIMITS } from '../contract/team-evaluation-rules';
import type {
  EvaluationFormSummary,
  EvaluationFormView,
  EvaluationRecap,
  EvaluationTraining,
  TeamEvaluation,
  TeamEvaluationSummary,
} from '../contract/team-evaluations';
import type { QuestionTraining } from '../contract/team-questions';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { directReport } from '../team/team.queries';
import { trainingsOf } from '../team-questions/team-questions.service';
import {
  companyForms,
  evaluatedTrainings,
  evaluationById,
  evaluationRatings,
  evaluationsOf,
  formById,
  formStatements,
  type EvaluationRow,
  type FormRow,
} from './team-evaluations.queries';

type Db = Kysely<Schema>;

const scoreOf = (value: string | number | null) => (value === null ? null : Number(value));

/** One decimal, as the scores themselves. */
const averageOf = (scores: number[]) =>
  scores.length === 0
    ? null
    : Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10;

function formOf(f: FormRow): EvaluationFormSummary {
  return {
    id: f.id,
    title: { id: f.title_id, en: f.title_en },
    description:
      f.description_id === null
        ? null
        : { id: f.description_id, en: f.description_en ?? f.description_id },
    statementCount: f.statement_count ?? 0,
  };
}

function trainingOf(e: EvaluationRow): QuestionTraining {
  if (e.course_id !== null && e.course_title_id !== null)
    return {
      kind: 'course',
      id: e.course_id,
      title: { id: e.course_title_id, en: e.course_title_en ?? e.course_title_id },
      completedOn: e.course_completed_at ? e.course_completed_at.toISOString().slice(0, 10) : null,
    };
  // The query keeps only evaluations whose course or record is still there.
  return {
    kind: 'record',
    id: e.record_id!,
    title: { id: e.record_title!, en: e.record_title! },
    completedOn: e.record_ended_on,
  };
}

function summaryOf(e: EvaluationRow): TeamEvaluationSummary {
  return {
    id: e.id,
    form: { id: e.quiz_id, title: { id: e.form_title_id, en: e.form_title_en } },
    training: trainingOf(e),
    evaluator: { id: e.evaluator_id, name: e.evaluator_name },
    score: Number(e.score),
    previousScore: scoreOf(e.previous_score),
    createdAt: e.created_at.toISOString(),
  };
}

/**
 * One of my direct reports now; anyone else (a peer's report, another company's, my own
 * supervisor, me) is 404. The evaluated person never reads their evaluations here.
 */
export async function requireReport(db: Db, auth: AuthClaims, userId: number) {
  const person =
    userId === auth.userId
      ? undefined
      : await directReport(db, auth.companyId, auth.userId, userId);
  if (!person) throw notFound('member');
  return { id: person.id, name: person.name };
}

export async function requireForm(db: Db, auth: AuthClaims, quizId: number) {
  const form = await formById(db, auth.companyId, quizId);
  if (!form) throw notFound('form');
  return form;
}

/** The person's completed trainings, newest first, with the evaluation of each if any. */
async function trainingsWithEvaluations(
  db: Db,
  companyId: number,
  personId: number,
  quizId?: number,
): Promise<EvaluationTraining[]> {
  const [trainings, evaluated] = await Promise.all([
    trainingsOf(db, companyId, personId),
    evaluatedTrainings(db, companyId, personId, quizId),
  ]);
  const evaluationOf = (t: QuestionTraining) =>
    evaluated.find((e) => (t.kind === 'course' ? e.course_id : e.record_id) === t.id)?.id ?? null;
  return trainings
    .map((t) => ({ ...t, evaluationId: evaluationOf(t) }))
    .sort((a, b) => (b.completedOn ?? '').localeCompare(a.completedOn ?? ''));
}

export async function evaluationRecap(
  db: Db,
  auth: AuthClaims,
  userId: number,
): Promise<EvaluationRecap> {
  const member = await requireReport(db, auth, userId);
  const [items, forms, trainings] = await Promise.all([
    evaluationsOf(db, auth.companyId, userId, TEAM_EVALUATION_LIMITS.recapItems),
    companyForms(db, auth.companyId),
    trainingsWithEvaluations(db, auth.companyId, userId),
  ]);
  const summaries = items.map(summaryOf);
  return {
    member,
    items: summaries,
    average: averageOf(summaries.map((s) => s.score)),
    forms: forms.map(formOf),
    pending: trainings.filter((t) => t.evaluationId === null),
  };
}

export async function evaluationFormView(
  db: Db,
  auth: AuthClaims,
  userId: number,
  quizId: number,
): Promise<EvaluationFormView> {
  const member = await requireReport(db, auth, userId);
  const form = await requireForm(db, auth, quizId);
  const [statements, trainings] = await Promise.all([
    formStatements(db, quizId),
    trainingsWithEvaluations(db, auth.companyId, userId, quizId),
  ]);
  return {
    member,
    form: formOf(form),
    statements: statements.map((s) => ({ id: s.id, text: { id: s.text_id, en: s.text_en } })),
    likertPoints: LIKERT_POINTS,
    trainings,
  };
}

/** An evaluation of one of my direct reports now, by whoever made it; else 404. */
export async function readEvaluation(
  db: Db,
  auth: AuthClaims,
  id: number,
): Promise<TeamEvaluation> {
  const row = await evaluationById(db, auth.companyId, id);
  if (!row || row.subject_id === auth.userId || row.subject_supervisor_id !== auth.userId)
    throw notFound('evaluation');
  const ratings = await evaluationRatings(db, id);
  return {
    ...summaryOf(row),
    member: { id: row.subject_id, name: row.subject_name },
    likertPoints: LIKERT_POINTS,
    ratings: ratings.map((r) => ({
      statement: { id: r.id, text: { id: r.text_id, en: r.text_en } },
      rating: r.rating,
    })),
    comment: row.comment,
  };
}
