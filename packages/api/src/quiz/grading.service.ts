import type { Kysely } from 'kysely';
import { QUIZ_KIND } from '../contract/quiz-rules';
import type { ContentType } from '../contract/content-types';
import { DEADLINE_GRACE_SECONDS } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { enrolmentById } from '../learning/progress.queries';
import { quizGraded } from '../notifications/notices';
import { markDone, refreshEnrolment } from '../learning/progress.service';
import { answerMap, gradedQuestion, orderedQuestions } from './attempt-view';
import {
  lockAttempt,
  overdueAttemptIds,
  recordGrade,
  savedAnswers,
  type AttemptRow,
} from './attempts.queries';
import { closingTime } from './deadline';
import { gradeAttempt } from './grading';
import { gradingQuiz, loadQuestions } from './quiz.queries';
import { pointsForQuizPassed } from '../points/learning-points';

/** Taking these counts as done whatever the score; a final quiz must be passed. */
const DONE_ON_SUBMIT: readonly ContentType[] = ['Pre Test', 'Post Test', 'Evaluation'];

/**
 * Grades an open attempt whose row the caller holds locked, with every saved answer, then
 * records progress: the content is done (a final quiz only when passed), which may complete
 * the course and issue its certificate, all in the caller's transaction.
 */
export async function gradeLocked(trx: Kysely<Schema>, attempt: AttemptRow, now: Date) {
  if (attempt.submitted_at !== null) return;
  const quiz = await gradingQuiz(trx, attempt.quiz_id);
  const [questions, answers] = await Promise.all([
    loadQuestions(trx, quiz.id),
    savedAnswers(trx, attempt.id),
  ]);
  const grade = gradeAttempt(
    orderedQuestions(attempt, questions).map(gradedQuestion),
    answerMap(answers),
    { evaluation: quiz.kind === QUIZ_KIND.Evaluation, passThreshold: quiz.pass_threshold },
  );
  await recordGrade(trx, attempt.id, {
    submittedAt: closingTime(attempt, now),
    score: grade.score,
    passed: grade.passed,
    correctCount: grade.correctCount,
  });
  await quizGraded(trx, {
    attemptId: attempt.id,
    enrolmentId: attempt.enrolment_id,
    score: grade.score,
    passed: grade.passed,
  });
  const enrolment = await enrolmentById(trx, attempt.enrolment_id);
  if (grade.passed === true && grade.score !== null)
    await pointsForQuizPassed(
      trx,
      enrolment,
      { id: quiz.id, contentId: quiz.content_id },
      grade.score,
      now,
    );
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

/** Grades the enrolment's attempts left open past their deadline, so scores are complete. */
export async function finaliseOverdue(db: Kysely<Schema>, enrolmentId: number, now: Date) {
  const cutoff = new Date(now.getTime() - DEADLINE_GRACE_SECONDS * 1000);
  for (const id of await overdueAttemptIds(db, enrolmentId, cutoff)) await finalise(db, id, now);
}
