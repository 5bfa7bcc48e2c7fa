import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Attempt, SavedAnswer } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { touchEnrolment } from '../learning/progress.queries';
import { contentStates, requireEnrolment } from '../learning/progress.service';
import type { EnrolmentRow } from '../learning/progress';
import { acceptAnswer } from './answer-validation';
import { answerMap, attemptView } from './attempt-view';
import {
  attemptCounts,
  findOpenAttempt,
  findOwnAttempt,
  insertAttempt,
  lockAttempt,
  quizStanding,
  savedAnswers,
  upsertAnswer,
  type AnswerToSave,
  type AttemptRow,
} from './attempts.queries';
import { acceptsAnswers, overdue } from './deadline';
import { finalise, gradeLocked } from './grading.service';
import { findQuiz, loadQuestions, type QuizContext } from './quiz.queries';
import { attemptOrder } from './shuffle';

/** An answer as the learner sends it. */
export type GivenAnswer = AnswerToSave;

const attemptClosed = () => new ApiError(409, 'attemptClosed', {}, 'attempt_closed');

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function requireQuiz(db: Kysely<Schema>, companyId: number, quizId: number) {
  const found = await findQuiz(db, companyId, quizId);
  if (!found) throw notFound('quiz');
  return found;
}

/** My attempt, or 404 as if absent for anyone else's (another member, another company). */
async function requireOwnAttempt(
  db: Kysely<Schema>,
  auth: AuthClaims,
  attemptId: number,
  lock: 'none' | 'share' | 'update' = 'none',
): Promise<AttemptRow> {
  const attempt = await findOwnAttempt(db, auth, attemptId, lock);
  if (!attempt) throw notFound('attempt');
  return attempt;
}

async function create(
  db: Kysely<Schema>,
  auth: AuthClaims,
  { quiz }: QuizContext,
  enrolment: EnrolmentRow,
  now: Date,
): Promise<number> {
  // Only submitted attempts use up the limit: an open one a racing start just created is
  // resumed (its insert conflicts below), not refused.
  const { used, submitted } = await attemptCounts(db, auth.userId, quiz.id);
  if (quiz.max_attempts !== null && submitted >= quiz.max_attempts)
    throw new ApiError(409, 'attemptsExhausted', { n: quiz.max_attempts }, 'attempts_exhausted');
  const questions = await loadQuestions(db, quiz.id);
  const order = attemptOrder(
    questions.map((q) => ({ id: q.id, type: q.type, optionIds: q.options.map((o) => o.id) })),
    { shuffleQuestions: quiz.shuffle_questions, shuffleOptions: quiz.shuffle_options },
  );
  return insertAttempt(db, {
    companyId: auth.companyId,
    quizId: quiz.id,
    userId: auth.userId,
    enrolmentId: enrolment.id,
    attemptNumber: used + 1,
    questionOrder: order.questionOrder,
    optionOrder: order.optionOrder,
    startedAt: now,
    deadlineAt:
      quiz.time_limit_seconds === null
        ? null
        : new Date(now.getTime() + quiz.time_limit_seconds * 1000),
  });
}

/**
 * Starts an attempt, or resumes the one already open: a second tab, a double press or a
 * reload all land on the same attempt. An overdue open attempt is graded first and then
 * counts like any other. Two starts racing meet the one-open-attempt unique index; the
 * loser answers the winner's attempt.
 */
export async function startAttempt(
  db: Kysely<Schema>,
  auth: AuthClaims,
  quizId: number,
  now: Date,
): Promise<{ attemptId: number; created: boolean }> {
  const context = await requireQuiz(db, auth.companyId, quizId);
  const enrolment = await requireEnrolment(db, auth, context.course.id);
  const state = (await contentStates(db, enrolment)).find((s) => s.id === context.content.id);
  if (!state || state.status === 'locked')
    throw new ApiError(403, 'contentLocked', {}, 'content_locked');

  for (let tries = 0; tries < 3; tries += 1) {
    const open = await findOpenAttempt(db, auth, quizId);
    if (open && !overdue(open, now)) return { attemptId: open.id, created: false };
    if (open) await finalise(db, open.id, now);
    try {
      const attemptId = await create(db, auth, context, enrolment, now);
      await touchEnrolment(db, enrolment.id, now);
      return { attemptId, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('attempt: no open attempt after repeated conflicts');
}

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
    const saved = await upsertAnswer(trx, attempt.id, answer!, now);
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
      for (const answer of carried) await upsertAnswer(trx, locked.id, answer, now);
    await gradeLocked(trx, locked, now);
  });
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
    savedAnswers(db, attempt.id),
    quizStanding(db, auth, attempt.quiz_id),
  ]);
  return attemptView({ attempt, context, questions, answers: answerMap(answers), standing, now });
}
