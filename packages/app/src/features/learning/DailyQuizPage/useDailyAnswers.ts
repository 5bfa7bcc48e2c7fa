import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DailyQuiz } from '@ajar/api/contract';
import { createAnswerStore } from '../shared/quiz/answerStore';
import { browserStorage } from '../shared/quiz/localAnswers';
import { answerDailyQuestion, dailyStorage } from './dailyQuizApi';

/**
 * The daily quiz's answers, offline-safe like a course quiz's (answerStore.ts): written to
 * this device first, sent, and sent again until the server has them. Each saved answer's
 * reply carries the quiz with that question's feedback, handed to `onQuiz`.
 */
export function useDailyAnswers(quizId: number, onQuiz: (quiz: DailyQuiz) => void) {
  const { store, replies } = useMemo(() => {
    // The store outlives renders; whoever listens now hears the server's replies.
    const replies = new Set<(quiz: DailyQuiz) => void>();
    const store = createAnswerStore({
      attemptId: quizId,
      storage: dailyStorage(browserStorage()),
      save: async (questionId, body) => {
        const result = await answerDailyQuestion(quizId, questionId, body);
        for (const reply of replies) reply(result.quiz);
        // The first answer stays: one sent again after a reload is simply already there.
        return { applied: true };
      },
    });
    return { store, replies };
  }, [quizId]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    replies.add(onQuiz);
    return () => {
      replies.delete(onQuiz);
    };
  }, [replies, onQuiz]);
  useEffect(() => {
    // Answers given offline before a reload are on their way again.
    store.flush();
    return store.connect(window);
  }, [store]);
  return { store, snapshot };
}
