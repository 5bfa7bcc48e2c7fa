import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { EnrolmentRow } from './progress';

/** A content's quiz with its rules and question count, or undefined. */
export async function quizOfContent(db: Kysely<Schema>, contentId: number) {
  return db
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
}

/** The learner's attempts at a quiz: submitted count, best score, any pass, the open one. */
export async function myQuizAttempts(db: Kysely<Schema>, enrolment: EnrolmentRow, quizId: number) {
  return db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*) filter (where submitted_at is not null)::int`.as('used'),
      sql<string | null>`max(score) filter (where submitted_at is not null)`.as('best'),
      sql<boolean | null>`bool_or(passed) filter (where submitted_at is not null)`.as('passed'),
      sql<number | null>`min(id) filter (where submitted_at is null)`.as('openId'),
    ])
    .where('quiz_id', '=', quizId)
    .where('enrolment_id', '=', enrolment.id)
    .where('user_id', '=', enrolment.user_id)
    .executeTakeFirstOrThrow();
}
