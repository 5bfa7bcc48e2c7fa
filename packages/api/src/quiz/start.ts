import { sql, type Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Schema } from '../db/schema';
import { ApiError } from '../http/errors';
import { contentStates, requireEnrolment, type EnrolmentRow } from '../learning/progress';
import { overdue } from './clock';
import { finalise } from './grading';
import { attemptOrder } from './shuffle';
import { loadQuestions, requireQuiz, type QuizContext } from './store';

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function openAttempt(db: Kysely<Schema>, auth: AuthClaims, quizId: number) {
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('company_id', '=', auth.companyId)
    .where('user_id', '=', auth.userId)
    .where('quiz_id', '=', quizId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
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
  const { used, submitted } = await db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*)::int`.as('used'),
      sql<number>`(count(*) filter (where submitted_at is not null))::int`.as('submitted'),
    ])
    .where('user_id', '=', auth.userId)
    .where('quiz_id', '=', quiz.id)
    .executeTakeFirstOrThrow();
  if (quiz.max_attempts !== null && submitted >= quiz.max_attempts)
    throw new ApiError(409, 'attemptsExhausted', { n: quiz.max_attempts }, 'attempts_exhausted');
  const questions = await loadQuestions(db, quiz.id);
  const order = attemptOrder(
    questions.map((q) => ({ id: q.id, type: q.type, optionIds: q.options.map((o) => o.id) })),
    { shuffleQuestions: quiz.shuffle_questions, shuffleOptions: quiz.shuffle_options },
  );
  const { id } = await db
    .insertInto('attempts')
    .values({
      company_id: auth.companyId,
      quiz_id: quiz.id,
      user_id: auth.userId,
      enrolment_id: enrolment.id,
      attempt_number: used + 1,
      question_order: order.questionOrder,
      option_order: JSON.stringify(order.optionOrder),
      started_at: now,
      deadline_at:
        quiz.time_limit_seconds === null
          ? null
          : new Date(now.getTime() + quiz.time_limit_seconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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
    const open = await openAttempt(db, auth, quizId);
    if (open && !overdue(open, now)) return { attemptId: open.id, created: false };
    if (open) await finalise(db, open.id, now);
    try {
      const attemptId = await create(db, auth, context, enrolment, now);
      await db
        .updateTable('enrolments')
        .set({ last_activity_at: now })
        .where('id', '=', enrolment.id)
        .execute();
      return { attemptId, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('attempt: no open attempt after repeated conflicts');
}
