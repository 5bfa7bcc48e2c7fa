import { sql, type Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { AnswerValue, Attempt, SavedAnswer } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { acceptAnswer } from './answers';
import { acceptsAnswers, overdue } from './clock';
import type { QuizStanding } from './review-policy';
import { finalise, gradeLocked, lockAttempt } from './grading';
import { loadQuestions, requireOwnAttempt, requireQuiz, type AttemptRow } from './store';
import { answerMap, attemptView } from './view';

export interface GivenAnswer {
  questionId: number;
  value: AnswerValue;
  /** ISO time the learner gave it, on their clock. */
  answeredAt: string;
}

const attemptClosed = () => new ApiError(409, 'attemptClosed', {}, 'attempt_closed');

/** Checks answers against the attempt's own questions: 404 question, 400 value. */
async function accepted(db: Kysely<Schema>, attempt: AttemptRow, given: readonly GivenAnswer[]) {
  const questions = new Map((await loadQuestions(db, attempt.quiz_id)).map((q) => [q.id, q]));
  return given.map((answer) => {
    const question = questions.get(answer.questionId);
    if (!question || !attempt.question_order.includes(question.id)) throw notFound('question');
    const value = acceptAnswer(
      { type: question.type, optionIds: question.options.map((o) => o.id) },
      answer.value,
    );
    if (value === null) throw new ApiError(400, 'invalid', { field: 'value' }, 'invalid');
    return { ...answer, value };
  });
}

/**
 * Keeps the newest answer per question by the learner's own clock: offline clients replay
 * queued answers late and out of order, and an older one must never replace a newer one.
 * Answers whether this write changed the row, and when the kept answer was saved.
 */
async function upsert(trx: Kysely<Schema>, attemptId: number, answer: GivenAnswer, now: Date) {
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

/** Saves one answer while the attempt is open (409 `attempt_closed` once it is not). */
export async function saveAnswer(
  db: Kysely<Schema>,
  auth: AuthClaims,
  attemptId: number,
  given: GivenAnswer,
  now: Date,
): Promise<SavedAnswer> {
  // The shared row lock waits for a submit grading this attempt, so an answer is either in
  // the grade or refused, never saved unseen after it.
  return db.transaction().execute(async (trx) => {
    const attempt = await requireOwnAttempt(trx, auth, attemptId, 'share');
    if (!attempt.question_order.includes(given.questionId)) throw notFound('question');
    if (!acceptsAnswers(attempt, now)) throw attemptClosed();
    const [answer] = await accepted(trx, attempt, [given]);
    const saved = await upsert(trx, attempt.id, answer!, now);
    return {
      questionId: given.questionId,
      savedAt: saved.savedAt.toISOString(),
      applied: saved.applied,
    };
  });
}

/**
 * Hands an attempt in with any answers not saved yet, and grades it once: a repeated or
 * concurrent submit waits on the row lock and then finds it graded. Answers carried after
 * the deadline's grace are ignored (the time is up), not refused.
 */
export async function submitAttempt(
  db: Kysely<Schema>,
  auth: AuthClaims,
  attemptId: number,
  given: readonly GivenAnswer[],
  now: Date,
): Promise<void> {
  const attempt = await requireOwnAttempt(db, auth, attemptId);
  if (attempt.submitted_at !== null) return;
  const carried = acceptsAnswers(attempt, now) ? await accepted(db, attempt, given) : [];
  await db.transaction().execute(async (trx) => {
    const locked = await lockAttempt(trx, attempt.id);
    if (locked.submitted_at !== null) return;
    if (acceptsAnswers(locked, now))
      for (const answer of carried) await upsert(trx, locked.id, answer, now);
    await gradeLocked(trx, locked, now);
  });
}

/** My submitted attempts at a quiz, counted as attempt limits count them (per learner). */
async function quizStanding(
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

/** My attempt as the player shows it; an overdue one is graded first. */
export async function readAttempt(
  db: Kysely<Schema>,
  auth: AuthClaims,
  attemptId: number,
  now: Date,
): Promise<Attempt> {
  let attempt = await requireOwnAttempt(db, auth, attemptId);
  if (overdue(attempt, now)) {
    await finalise(db, attempt.id, now);
    attempt = await requireOwnAttempt(db, auth, attemptId);
  }
  const [context, questions, answers, standing] = await Promise.all([
    requireQuiz(db, auth.companyId, attempt.quiz_id),
    loadQuestions(db, attempt.quiz_id),
    db
      .selectFrom('attempt_answers')
      .select(['question_id', 'value'])
      .where('attempt_id', '=', attempt.id)
      .execute(),
    quizStanding(db, auth, attempt.quiz_id),
  ]);
  return attemptView({ attempt, context, questions, answers: answerMap(answers), standing, now });
}
