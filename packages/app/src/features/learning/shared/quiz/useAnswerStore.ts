import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { createAnswerStore, type AnswerSnapshot, type AnswerStoreEvents } from './answerStore';
import { saveAnswer } from './attemptApi';
import { browserStorage } from './localAnswers';

const EMPTY: AnswerSnapshot = { values: {}, states: {}, status: 'idle' };
const noSubscription = () => () => {};
const emptySnapshot = () => EMPTY;

/**
 * The offline-safe answers of one attempt (see answerStore.ts), bound to React: a new store
 * per attempt, listening for the browser coming back online while the attempt is on screen.
 */
export function useAnswerStore(attemptId: number | null, events: AnswerStoreEvents) {
  const store = useMemo(
    () =>
      attemptId === null
        ? null
        : createAnswerStore({
            attemptId,
            storage: browserStorage(),
            save: (questionId, body) => saveAnswer(attemptId, questionId, body),
          }),
    [attemptId],
  );
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? emptySnapshot,
  );
  const onClosed = useEffectEvent(() => events.onClosed?.());
  const onStale = useEffectEvent(() => events.onStale?.());

  useEffect(() => {
    if (!store) return;
    const stopListening = store.listen({
      onClosed: () => onClosed(),
      onStale: () => onStale(),
    });
    const disconnect = store.connect(window);
    return () => {
      stopListening();
      disconnect();
    };
  }, [store]);

  return { store, snapshot };
}
