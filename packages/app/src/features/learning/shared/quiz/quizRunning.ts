import { createContext, useContext, useEffect } from 'react';

/**
 * Tells the learn player that an attempt is open on screen. While it is, the player's own
 * previous/next bar steps aside: the quiz's next and submit are the screen's only way on, not
 * a second "next" that would leave the running quiz.
 */
export const QuizRunningContext = createContext<(isRunning: boolean) => void>(() => {});

/** Marks an attempt as running for as long as the calling component is on screen. */
export function useQuizRunning() {
  const setRunning = useContext(QuizRunningContext);
  useEffect(() => {
    setRunning(true);
    return () => setRunning(false);
  }, [setRunning]);
}
