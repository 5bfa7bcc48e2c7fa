import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { AnswerValue } from '../contract/quiz';
import type { AttemptTable, Schema } from '../db/schema';
import type { SubmittedAttempt } from './course-scores';
import type { QuizStanding } from './review-policy';

/** SQL over attempts and their saved answers. */

export type AttemptRow = Selectable<AttemptTable>;

/**
 * My attempt, or undefined for anyone else's (another member, another company). `lock` takes
 * the row lock that serialises answers and grading of one attempt.
 */
export async function findOwnAttempt(
  db: Kysely<Schema>,
  auth: AuthClaims,
  attemptId: number,
  lock: 'none' | 'share' | 'update' = 'none',
): Promise<AttemptRow | undefined> {
  let query = db
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('company_id', '=', auth.companyId)
    .where('user_id', '=', auth.userId);
  if (lock === 'share') query = query.forShare();
  if (lock === 'update') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The attempt row, locked until the transaction ends, so one attempt is graded once. */
export async function lockAttempt(trx: Kysely<Schema>, attemptId: number) {
  return trx
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** My attempt at a quiz that is not submitted yet, if any. */
export async function findOpenAttempt(db: Kysely<Schema>, auth: AuthClaims, quizId: number) {
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('company_id', '=', auth.companyId)
    .where('user_id', '=', auth.userId)
    .where('quiz_id', '=', quizId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
}

/** How many attempts a learner has at a quiz: all of them, and the submitted ones. */
export async function attemptCounts(db: Kysely<Schema>, userId: number, quizId: number) {
  return db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*)::int`.as('used'),
      sql<number>`(count(*) filter (where submitted_at is not null))::int`.as('submitted'),
    ])
    .where('user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
}

export interface NewAttempt {
  companyId: number;
  quizId: number;
  userId: number;
  enrolmentId: number;
  attemptNumber: number;
  questionOrder: number[];
  optionOrder: Record<string, number[]>;
  startedAt: Date;
  deadlineAt: Date | null;
}

/** Inserts an attempt; a second open one of the same learner and quiz is a unique violation. */
export async function insertAttempt(db: Kysely<Schema>, attempt: NewAttempt): Promise<number> {
  const { id } = await db
    .insertInto('attempts')
    .values({
      company_id: attempt.companyId,
      quiz_id: attempt.quizId,
      user_id: attempt.userId,
      enrolment_id: attempt.enrolmentId,
      attempt_number: attempt.attemptNumber,
      question_order: attempt.questionOrder,
      option_order: JSON.stringify(attempt.optionOrder),
      started_at: attempt.startedAt,
      deadline_at: attempt.deadlineAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface AnswerToSave {
  questionId: number;
  value: AnswerValue;
  /** ISO time the learner gave it, on their clock. */
  answeredAt: string;
}

/**
 * Keeps the newest answer per question by the learner's own clock: offline clients replay
 * queued answers late and out of order, and an older one must never replace a newer one.
 * Answers whether this write changed the row, and when the kept answer was saved.
 */
export async function upsertAnswer(
  trx: Kysely<Schema>,
  attemptId: number,
  answer: AnswerToSave,
  now: Date,
) {
  const written = await trx
    .insertInto('attempt_answers')
    .values({
      attempt_id: attemptId,
      question_id: answer.questionId,
      value: JSON.stringify(answer.value),
      answered_at: new Date(answer.answeredAt),
      saved_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet({
          value: (eb) => eb.ref('excluded.value'),
          answered_at: (eb) => eb.ref('excluded.answered_at'),
          saved_at: (eb) => eb.ref('excluded.saved_at'),
        })
        .where(sql<boolean>`attempt_answers.answered_at <= excluded.answered_at`),
    )
    .returning('saved_at')
    .executeTakeFirst();
  if (written) return { applied: true, savedAt: written.saved_at };
  const kept = await trx
    .selectFrom('attempt_answers')
    .select('saved_at')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', answer.questionId)
    .executeTakeFirstOrThrow();
  return { applied: false, savedAt: kept.saved_at };
}

/** The answers saved in an attempt (JSON values). */
export async function savedAnswers(db: Kysely<Schema>, attemptId: number) {
  return db
    .selectFrom('attempt_answers')
    .select(['question_id', 'value'])
    .where('attempt_id', '=', attemptId)
    .execute();
}

/** My submitted attempts at a quiz, counted as attempt limits count them (per learner). */
export async function quizStanding(
  db: Kysely<Schema>,
  auth: AuthClaims,
  quizId: number,
): Promise<QuizStanding> {
  const row = await db
    .selectFrom('attempts')
    .select([
      sql<number>`(count(*) filter (where submitted_at is not null))::int`.as('submitted'),
      sql<boolean | null>`bool_or(passed) filter (where submitted_at is not null)`.as('passed'),
    ])
    .where('company_id', '=', auth.companyId)
    .where('user_id', '=', auth.userId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirstOrThrow();
  return { submitted: row.submitted, passed: row.passed === true };
}

/** Records an attempt as handed in with its grade. */
export async function recordGrade(
  trx: Kysely<Schema>,
  attemptId: number,
  grade: {
    submittedAt: Date;
    score: number | null;
    passed: boolean | null;
    correctCount: number;
  },
) {
  await trx
    .updateTable('attempts')
    .set({
      submitted_at: grade.submittedAt,
      score: grade.score,
      passed: grade.passed,
      correct_count: grade.correctCount,
    })
    .where('id', '=', attemptId)
    .execute();
}

/** The enrolment's attempts still open although their deadline passed before `cutoff`. */
export async function overdueAttemptIds(db: Kysely<Schema>, enrolmentId: number, cutoff: Date) {
  const rows = await db
    .selectFrom('attempts')
    .select('id')
    .where('enrolment_id', '=', enrolmentId)
    .where('submitted_at', 'is', null)
    .where('deadline_at', '<', cutoff)
    .execute();
  return rows.map((r) => r.id);
}

/** Submitted attempts of an enrolment, newest first. */
export async function submittedAttempts(
  db: Kysely<Schema>,
  enrolmentId: number,
): Promise<SubmittedAttempt[]> {
  const rows = await db
    .selectFrom('attempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select([
      'a.id',
      'q.content_id as contentId',
      'a.attempt_number as attemptNumber',
      'a.started_at as startedAt',
      sql<Date>`a.submitted_at`.as('submittedAt'),
      'a.score',
      'a.passed',
    ])
    .where('a.enrolment_id', '=', enrolmentId)
    .where('a.submitted_at', 'is not', null)
    // Attempts are of a course's quizzes only; an evaluation form (no content) has none.
    .where('q.content_id', 'is not', null)
    .$narrowType<{ contentId: number }>()
    .orderBy('a.submitted_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}
