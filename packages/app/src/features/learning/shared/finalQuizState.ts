import type { FinalQuizStatus } from '@ajar/api/contract/quiz-rules';
import type { Enrolment } from '@ajar/api/contract';

/** What the learner is told about the final quiz: the API's status, plus "not taken yet". */
export type FinalQuizState = FinalQuizStatus | 'NotTaken';

/**
 * A course not started, or whose final quiz was never submitted, has not been failed: it
 * says "not taken yet" in grey, as a progress of 0 is grey. Only a submitted attempt that
 * missed the pass mark is "not passed".
 */
export const finalQuizState = (
  enrolment: Pick<Enrolment, 'finalQuiz' | 'finalQuizAttempted'>,
): FinalQuizState =>
  enrolment.finalQuiz === 'NotPassed' && !enrolment.finalQuizAttempted
    ? 'NotTaken'
    : enrolment.finalQuiz;
