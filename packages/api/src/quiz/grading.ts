import type { Kysely } from 'kysely';
import { QUIZ_KIND, type ContentType } from '@ajar/tokens';
import type { Schema } from '../db/schema';
import { markDone, refreshEnrolment } from '../learning/progress';
import { closingTime } from './clock';
import { gradeAttempt } from './scoring';
import { loadQuestions, type AttemptRow } from './store';
import { answerMap, gradedQuestion, orderedQuestions } from './view';

/** Taking these counts as done whatever the score; a final quiz must be passed. */
const DONE_ON_SUBMIT: readonly ContentType[] = ['Pre Test', 'Post Test', 'Evaluation'];

/** The attempt row, locked until the transaction ends, so one attempt is graded once. */
export async function lockAttempt(trx: Kysely<Schema>, attemptId: number) {
  return trx
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Grades an open attempt whose row the caller holds locked, with every saved answer, then
 * records progress: the content is done (a final quiz only when passed), which may complete
 * the course and issue its certificate, all in the caller's transaction.
 */
export async function gradeLocked(trx: Kysely<Schema>, attempt: AttemptRow, now: Date) {
  if (attempt.submitted_at !== null) return;
  const quiz = await trx
    .selectFrom('quizzes as q')
    .innerJoin('course_contents as c', 'c.id', 'q.content_id')
    .select(['q.id', 'q.kind', 'q.pass_threshold', 'q.content_id', 'c.content_type'])
    .where('q.id', '=', attempt.quiz_id)
    .executeTakeFirstOrThrow();
  const [questions, answers] = await Promise.all([
    loadQuestions(trx, quiz.id),
    trx
      .selectFrom('attempt_answers')
      .select(['question_id', 'value'])
      .where('attempt_id', '=', attempt.id)
      .execute(),
  ]);
  const grade = gradeAttempt(
    orderedQuestions(attempt, questions).map(gradedQuestion),
    answerMap(answers),
    { evaluation: quiz.kind === QUIZ_KIND.Evaluation, passThreshold: quiz.pass_threshold },
  );
  await trx
    .updateTable('attempts')
    .set({
      submitted_at: closingTime(attempt, now),
      score: grade.score,
      passed: grade.passed,
      correct_count: grade.correctCount,
    })
    .where('id', '=', attempt.id)
    .execute();
  const enrolment = await trx
    .selectFrom('enrolments')
    .selectAll()
    .where('id', '=', attempt.enrolment_id)
    .executeTakeFirstOrThrow();
  const done =
    DONE_ON_SUBMIT.includes(quiz.content_type) ||
    (quiz.content_type === 'Final Quiz' && grade.passed === true);
  if (done) await markDone(trx, enrolment, quiz.content_id, now);
  // Still activity: the course moves up "my courses" even after a failed final quiz.
  else await refreshEnrolment(trx, enrolment.id, now);
}

/** Grades an attempt if nobody has yet (an overdue one, found open on a read). */
export async function finalise(db: Kysely<Schema>, attemptId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    await gradeLocked(trx, await lockAttempt(trx, attemptId), now);
  });
}
