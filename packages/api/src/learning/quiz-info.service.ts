import type { Kysely } from 'kysely';
import { QUIZ_KIND } from '../contract/quiz-rules';
import type { QuizInfo } from '../contract/learning';
import type { Schema } from '../db/schema';
import type { EnrolmentRow } from './progress';
import { myQuizAttempts, quizOfContent } from './quiz-info.queries';

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
  const quiz = await quizOfContent(db, contentId);
  if (!quiz) return null;
  const mine = await myQuizAttempts(db, enrolment, quiz.id);

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
