import type { PsychotestAttempt, PsychotestOverview } from '@ajar/api/contract';
import type { PsychotestId } from '@ajar/api/contract/psychotest-rules';
import { apiPath, apiRequest } from '../../../api';
import type { AnswerBody, SubmitAnswer } from '../shared/quiz/answerStore';
import type { AnswerStorage } from '../shared/quiz/localAnswers';

/** My tests, where I stand with each, my history and my supervisor: the page's first read. */
export const psychotestsKey = apiPath('/psychotests');

/** One attempt: mine, or one shared with me as supervisor. */
export const attemptKey = (id: number) => apiPath('/psychotests/attempts/{id}', { path: { id } });

/** 201 a new attempt, 200 the open one; 409 `psychotest_too_soon` before the retake interval. */
export const startPsychotest = (instrument: PsychotestId) =>
  apiRequest('post', '/psychotests/{instrument}/attempts', {
    path: { instrument },
    body: { consent: true },
  });

/** One statement's point, '1'..'5'; the question id is the item number. */
export const answerPsychotestItem = (attemptId: number, questionId: number, body: AnswerBody) =>
  apiRequest('put', '/psychotests/attempts/{id}/answers/{questionId}', {
    path: { id: attemptId, questionId },
    body,
  });

/** The answers not yet saved go with it; 409 `psychotest_incomplete` while items are missing. */
export const submitPsychotest = (attemptId: number, answers: SubmitAnswer[]) =>
  apiRequest('post', '/psychotests/attempts/{id}/submit', {
    path: { id: attemptId },
    body: { answers },
  });

export const sharePsychotest = (attemptId: number, sharedWithSupervisor: boolean) =>
  apiRequest('put', '/psychotests/attempts/{id}/sharing', {
    path: { id: attemptId },
    body: { sharedWithSupervisor },
  });

/**
 * This device's storage with the psychotests' answers kept apart from course attempts' and
 * the daily quiz's, whose ids count from 1 too.
 */
export function psychotestStorage(storage: AnswerStorage | null): AnswerStorage | null {
  if (!storage) return null;
  const key = (name: string) => `psychotest:${name}`;
  return {
    getItem: (name) => storage.getItem(key(name)),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
  };
}

/** The overview with a test's attempt as it now stands: started, or answered further. */
export function withOpenAttempt(
  overview: PsychotestOverview | undefined,
  attempt: PsychotestAttempt,
): PsychotestOverview | undefined {
  if (!overview) return overview;
  const answered = Object.keys(attempt.answers).length;
  return {
    ...overview,
    tests: overview.tests.map((test) =>
      test.id === attempt.instrument && attempt.status === 'open'
        ? { ...test, openAttempt: { id: attempt.id, answered } }
        : test,
    ),
  };
}

/** The overview with one history line's sharing changed. */
export function withSharing(
  overview: PsychotestOverview | undefined,
  attempt: PsychotestAttempt,
): PsychotestOverview | undefined {
  if (!overview) return overview;
  return {
    ...overview,
    history: overview.history.map((entry) =>
      entry.attemptId === attempt.id
        ? { ...entry, sharedWithSupervisor: attempt.sharedWithSupervisor }
        : entry,
    ),
  };
}
