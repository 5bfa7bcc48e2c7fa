import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { createAnswerStore } from '../shared/quiz/answerStore';
import { browserStorage } from '../shared/quiz/localAnswers';
import { answerPsychotestItem, psychotestStorage } from './psychotestsApi';

/**
 * A psychotest's answers, offline-safe like a course quiz's (answerStore.ts): written to this
 * device first, sent, and sent again until the server has them, so they survive a reload or a
 * dropped connection. `onReread`: the attempt changed elsewhere (a newer answer from another
 * device, or sent already): read it again.
 */
export function usePsychotestAnswers(attemptId: number, onReread: () => void) {
  const { store, rereads } = useMemo(() => {
    // The store outlives renders; whoever listens now hears that the attempt moved on.
    const rereads = new Set<() => void>();
    const reread = () => {
      for (const listener of rereads) listener();
    };
    const store = createAnswerStore({
      attemptId,
      storage: psychotestStorage(browserStorage()),
      save: async (questionId, body) => {
        try {
          const { applied } = await answerPsychotestItem(attemptId, questionId, body);
          return { applied };
        } catch (error) {
          // Sent from another device meanwhile: its result, not this page, is what stands.
          if (error instanceof ApiRequestError && error.code === 'psychotest_closed') reread();
          throw error;
        }
      },
    });
    store.listen({ onStale: reread });
    return { store, rereads };
  }, [attemptId]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);

  useEffect(() => {
    rereads.add(onReread);
    return () => {
      rereads.delete(onReread);
    };
  }, [rereads, onReread]);
  useEffect(() => {
    // Answers given offline before a reload are on their way again.
    store.flush();
    return store.connect(window);
  }, [store]);
  return { store, snapshot };
}
