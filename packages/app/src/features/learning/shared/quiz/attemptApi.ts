import type { Attempt, SavedAnswer } from '@ajar/api/contract';
import { apiPath, apiRequest } from '../../../../api';
import { apiFetch } from '../../../../shared/data/fetcher';
import type { AnswerBody, SubmitAnswer } from './answerStore';

/** An attempt with how far this device's clock is behind the server's (ms; negative if ahead). */
export interface LoadedAttempt extends Attempt {
  clockSkewMs: number;
}

export const attemptPath = (attemptId: number) =>
  apiPath('/attempts/{id}', { path: { id: attemptId } });

/** Stamped on arrival, so the timer counts to the server's deadline whatever this clock says. */
const withClock = (attempt: Attempt): LoadedAttempt => ({
  ...attempt,
  clockSkewMs: Date.parse(attempt.serverNow) - Date.now(),
});

/** SWR fetcher of `attemptPath`. */
export const fetchAttempt = (path: string): Promise<LoadedAttempt> =>
  apiFetch<Attempt>(path).then(withClock);

/** 201 a new attempt, 200 the one still open; 409 `attempts_exhausted` when none is left. */
export const startAttempt = (quizId: number) =>
  apiRequest('post', '/quizzes/{id}/attempts', { path: { id: quizId } }).then(withClock);

export const saveAnswer = (
  attemptId: number,
  questionId: number,
  body: AnswerBody,
): Promise<SavedAnswer> =>
  apiRequest('put', '/attempts/{id}/answers/{questionId}', {
    path: { id: attemptId, questionId },
    body,
  });

/** Idempotent: carries the answers the server may not have yet. */
export const submitAttempt = (attemptId: number, answers: SubmitAnswer[]) =>
  apiRequest('post', '/attempts/{id}/submit', {
    path: { id: attemptId },
    body: { answers },
  }).then(withClock);
