import { QUIZ_KIND } from '../contract/quiz-rules';
import type { ReviewWithheld } from '../contract/quiz';
import type { QuizRow } from './quiz.queries';

/** The learner's submitted attempts at one quiz, as the review policy weighs them. */
export interface QuizStanding {
  submitted: number;
  passed: boolean;
}

/**
 * Whether a submitted attempt may show right answers, right/wrong marks and explanations
 * (null) or why not. Under `afterPassedOrLastAttempt` a learner with attempts left who has not
 * passed must not retry from the review; with no limit, only passing opens it. An evaluation
 * has nothing to review (null as well: the caller sends no review for it).
 */
export function reviewWithheld(
  quiz: Pick<QuizRow, 'kind' | 'review' | 'max_attempts'>,
  standing: QuizStanding,
): ReviewWithheld | null {
  if (quiz.kind !== QUIZ_KIND.Quiz) return null;
  switch (quiz.review) {
    case 'afterSubmit':
      return null;
    case 'never':
      return 'never';
    case 'afterPassedOrLastAttempt': {
      const lastUsed = quiz.max_attempts !== null && standing.submitted >= quiz.max_attempts;
      return standing.passed || lastUsed ? null : 'untilPassedOrLastAttempt';
    }
  }
}
