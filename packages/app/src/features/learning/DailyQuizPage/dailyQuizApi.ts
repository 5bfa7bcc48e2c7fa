import type { DailyQuiz, DailyQuizToday } from '@ajar/api/contract';
import { apiPath, apiRequest } from '../../../api';
import type { AnswerBody } from '../shared/quiz/answerStore';
import type { AnswerStorage } from '../shared/quiz/localAnswers';

/** Today's daily quiz, streak and calendar: the page's one read. */
export const dailyQuizKey = apiPath('/daily-quiz/today');

/** 201 a new quiz, 200 today's already open; 409 when done today or nothing to ask. */
export const startDailyQuiz = () => apiRequest('post', '/daily-quiz/today', {});

export const answerDailyQuestion = (quizId: number, questionId: number, body: AnswerBody) =>
  apiRequest('put', '/daily-quiz/{id}/answers/{questionId}', {
    path: { id: quizId, questionId },
    body,
  });

/**
 * This device's storage with the daily quiz's answers kept apart from course attempts', whose
 * ids count from 1 too.
 */
export function dailyStorage(storage: AnswerStorage | null): AnswerStorage | null {
  if (!storage) return null;
  const key = (name: string) => `daily:${name}`;
  return {
    getItem: (name) => storage.getItem(key(name)),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
  };
}

/** Today with the quiz the server just answered in place of the one read before. */
export const withQuiz = (today: DailyQuizToday | undefined, quiz: DailyQuiz) =>
  today && { ...today, quiz };
