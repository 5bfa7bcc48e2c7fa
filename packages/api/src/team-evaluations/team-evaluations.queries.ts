import { sql, type Kysely } from 'kysely';
import { QUIZ_KIND } from '../contract/quiz-rules';
import type { TeamEvaluationAction } from '../contract/team-evaluation-rules';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * Behaviour evaluations' SQL, every query scoped by company. A form is a quiz of kind
 * Evaluation without a content, named by `team_evaluation_forms`; its statements are the
 * quiz's Likert questions.
 */
function forms(db: Db, companyId: number) {
  return db
    .selectFrom('team_evaluation_forms as f')
    .innerJoin('quizzes as z', 'z.id', 'f.quiz_id')
    .select([
      'f.quiz_id as id',
      'f.title_id',
      'f.title_en',
      'f.description_id',
      'f.description_en',
      (eb) =>
        eb
          .selectFrom('questions as s')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('s.quiz_id', '=', 'f.quiz_id')
          .where('s.type', '=', 'likert')
          .as('statement_count'),
    ])
    .where('f.company_id', '=', companyId)
    .where('z.kind', '=', QUIZ_KIND.Evaluation)
    .where('z.content_id', 'is', null);
}
export type FormRow = Awaited<ReturnType<typeof companyForms>>[number];

/** The company's forms, oldest first (the order HR made them in). */
export function companyForms(db: Db, companyId: number) {
  return forms(db, companyId).orderBy('f.created_at').orderBy('f.quiz_id').execute();
}

export function formById(db: Db, companyId: number, quizId: number) {
  return forms(db, companyId).where('f.quiz_id', '=', quizId).executeTakeFirst();
}

/** A form's statements in the author's order. */
export function formStatements(db: Db, quizId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'text_id', 'text_en'])
    .where('quiz_id', '=', quizId)
    .where('type', '=', 'likert')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Evaluations with their form, training, evaluator and the person's evaluation just before
 * (any form), for the trend. One whose training was deleted since is left out: it can no
 * longer say what it was about.
 */
function evaluations(db: Db, companyId: number) {
  return db
    .selectFrom('team_evaluations as e')
    .innerJoin('team_evaluation_forms as f', 'f.quiz_id', 'e.quiz_id')
    .innerJoin('users as ev', 'ev.id', 'e.evaluator_id')
    .innerJoin('users as s', 's.id', 'e.subject_id')
    .leftJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'e.course_id').onRef('c.company_id', '=', 'e.company_id'),
    )
    .leftJoin('enrolments as en', (join) =>
      join.onRef('en.course_id', '=', 'e.course_id').onRef('en.user_id', '=', 'e.subject_id'),
    )
    .leftJoin('training_records as r', (join) =>
      join.onRef('r.id', '=', 'e.record_id').onRef('r.user_id', '=', 'e.subject_id'),
    )
    .select([
      'e.id',
      'e.quiz_id',
      'e.score',
      'e.comment',
      'e.created_at',
      'e.subject_id',
      'e.course_id',
      'e.record_id',
      'f.title_id as form_title_id',
      'f.title_en as form_title_en',
      'ev.id as evaluator_id',
      'ev.name as evaluator_name',
      's.name as subject_name',
      's.supervisor_id as subject_supervisor_id',
      'c.title_id as course_title_id',
      'c.title_en as course_title_en',
      'en.completed_at as course_completed_at',
      'r.title as record_title',
      sql<string | null>`to_char(r.ends_on, 'YYYY-MM-DD')`.as('record_ended_on'),
      (eb) =>
        eb
          .selectFrom('team_evaluations as p')
          .select('p.score')
          .whereRef('p.subject_id', '=', 'e.subject_id')
          .whereRef('p.company_id', '=', 'e.company_id')
          .where(sql<boolean>`(p.created_at, p.id) < (e.created_at, e.id)`)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(1)
          .as('previous_score'),
    ])
    .where('e.company_id', '=', companyId)
    .where((eb) => eb.or([eb('c.id', 'is not', null), eb('r.id', 'is not', null)]));
}
export type EvaluationRow = Awaited<ReturnType<typeof evaluationById>> & object;

export function evaluationById(db: Db, companyId: number, id: number) {
  return evaluations(db, companyId).where('e.id', '=', id).executeTakeFirst();
}

/** A person's evaluations, newest first. */
export function evaluationsOf(db: Db, companyId: number, subjectId: number, limit: number) {
  return evaluations(db, companyId)
    .where('e.subject_id', '=', subjectId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** Which trainings of the person were evaluated already: with any form, or with one. */
export function evaluatedTrainings(db: Db, companyId: number, subjectId: number, quizId?: number) {
  let query = db
    .selectFrom('team_evaluations')
    .select(['id', 'course_id', 'record_id'])
    .where('company_id', '=', companyId)
    .where('subject_id', '=', subjectId);
  if (quizId !== undefined) query = query.where('quiz_id', '=', quizId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** An evaluation's ratings with their statements, in the form's order. */
export function evaluationRatings(db: Db, evaluationId: number) {
  return db
    .selectFrom('team_evaluation_ratings as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .select(['q.id', 'q.text_id', 'q.text_en', 't.rating'])
    .where('t.evaluation_id', '=', evaluationId)
    .orderBy('q.position')
    .orderBy('q.id')
    .execute();
}

export interface NewEvaluationRow {
  companyId: number;
  evaluatorId: number;
  subjectId: number;
  quizId: number;
  courseId: number | null;
  recordId: number | null;
  score: number;
  comment: string | null;
  ratings: { questionId: number; rating: number }[];
}

/** The evaluation and its ratings; the caller's transaction makes them one. */
export async function insertEvaluation(db: Db, row: NewEvaluationRow) {
  const { id } = await db
    .insertInto('team_evaluations')
    .values({
      company_id: row.companyId,
      evaluator_id: row.evaluatorId,
      subject_id: row.subjectId,
      quiz_id: row.quizId,
      course_id: row.courseId,
      record_id: row.recordId,
      score: row.score,
      comment: row.comment,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('team_evaluation_ratings')
    .values(
      row.ratings.map((r) => ({ evaluation_id: id, question_id: r.questionId, rating: r.rating })),
    )
    .execute();
  return id;
}

/** Who evaluated whom with which form: the ratings stay in the evaluation, not in the log. */
export async function insertEvaluationLog(
  db: Db,
  entry: {
    companyId: number;
    actorId: number;
    subjectId: number;
    action: TeamEvaluationAction;
    evaluationId: number;
    quizId: number;
  },
) {
  await db
    .insertInto('team_log')
    .values({
      company_id: entry.companyId,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      action: entry.action,
      facts: JSON.stringify({ evaluationId: entry.evaluationId, formId: entry.quizId }),
    })
    .execute();
}
