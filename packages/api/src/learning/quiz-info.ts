import { sql, type Kysely } from 'kysely';
import { QUIZ_KIND } from '@ajar/tokens';
import type { QuizInfo } from '../contract/learning';
import type { Schema } from '../db/schema';
import type { EnrolmentRow } from './progress';

/**
 * A quiz's rules and my standing in it, for the player's start screen: null when the content
 * has no quiz (yet). Only submitted attempts count as used or scored; an open one is offered
 * for resuming instead.
 */
export async function quizInfo(
  db: Kysely<Schema>,
  enrolment: EnrolmentRow,
  contentId: number,
): Promise<QuizInfo | null> {
  const quiz = await db
    .selectFrom('quizzes')
    .select([
      'id',
      'kind',
      'time_limit_seconds',
      'max_attempts',
      'pass_threshold',
      'review',
      (eb) =>
        eb
          .selectFrom('questions')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('questions.quiz_id', '=', 'quizzes.id')
          .as('questionCount'),
    ])
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  if (!quiz) return null;

  const mine = await db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*) filter (where submitted_at is not null)::int`.as('used'),
      sql<string | null>`max(score) filter (where submitted_at is not null)`.as('best'),
      sql<boolean | null>`bool_or(passed) filter (where submitted_at is not null)`.as('passed'),
      sql<number | null>`min(id) filter (where submitted_at is null)`.as('openId'),
    ])
    .where('quiz_id', '=', quiz.id)
    .where('enrolment_id', '=', enrolment.id)
    .where('user_id', '=', enrolment.user_id)
    .executeTakeFirstOrThrow();

  const evaluation = quiz.kind === QUIZ_KIND.Evaluation;
  return {
    id: quiz.id,
    kind: quiz.kind,
    questionCount: quiz.questionCount ?? 0,
    timeLimitSeconds: quiz.time_limit_seconds,
    maxAttempts: quiz.max_attempts,
    attemptsUsed: mine.used,
    passThreshold: quiz.pass_threshold,
    review: quiz.review,
    // numeric comes back as text from PostgreSQL.
    bestScore: mine.best === null ? null : Number(mine.best),
    // An evaluation is a survey: nobody passes or fails it.
    passed: evaluation || mine.used === 0 ? null : mine.passed === true,
    openAttemptId: mine.openId,
  };
}
