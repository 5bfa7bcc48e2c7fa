import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import type { QuizInfo } from '@ajar/api/contract';
import { ApiRequestError } from '../../../../shared/data/fetcher';
import { useApi } from '../../../../shared/data/useApi';
import { attemptPath, fetchAttempt, startAttempt, submitAttempt } from './attemptApi';
import { useAnswerStore } from './useAnswerStore';

export type QuizView = 'intro' | 'loading' | 'error' | 'taking' | 'result';
export type SubmitState = 'idle' | 'submitting' | 'failed';

/** An answer the server refuses (400) or a question it does not know (404). */
const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 404);

/**
 * One learner's go at a quiz: start or resume an attempt, its offline-safe answers, and the
 * submit (by the learner, when the time is up, or when the server closes the attempt).
 */
export function useAttempt(quiz: QuizInfo, onFinished?: () => void) {
  const { t } = useTranslation();
  const { mutate: mutateCache } = useSWRConfig();
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [isExhausted, setIsExhausted] = useState(false);
  const [isExpired, setIsExpired] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const isSubmitting = useRef(false);
  const attempt = useApi(attemptId === null ? null : attemptPath(attemptId), {
    fetcher: fetchAttempt,
    // The answers on screen are this device's; a focus does not need to ask the server.
    revalidateOnFocus: false,
  });
  const { store, snapshot } = useAnswerStore(attemptId, {
    onClosed: () => void submit(),
    onStale: () => attempt.retry(),
  });
  const data = attempt.data?.id === attemptId ? attempt.data : undefined;

  useEffect(() => {
    if (store && data?.status === 'open') store.merge(data.answers);
    // Handed in meanwhile (the time ran out while this device was away): nothing left to send.
    if (store && data?.status === 'submitted') store.clear();
  }, [store, data]);

  async function submit() {
    if (!store || attemptId === null || isSubmitting.current) return;
    isSubmitting.current = true;
    setSubmitState('submitting');
    try {
      const done = await submitAttempt(attemptId, store.forSubmit()).catch((error: unknown) => {
        // An answer the server cannot take must not keep the others from being handed in.
        if (isRefusal(error)) return submitAttempt(attemptId, []);
        throw error;
      });
      await attempt.mutate(done, { revalidate: false });
      // Handed in: this device's copy is no longer needed.
      store.clear();
      setSubmitState('idle');
      onFinished?.();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // Already handed in elsewhere (another tab): show what the server has.
        setSubmitState('idle');
        attempt.retry();
      } else setSubmitState('failed');
    } finally {
      isSubmitting.current = false;
    }
  }

  // A submit lost to the connection goes again as soon as the browser is back online.
  const submitAgain = useEffectEvent(() => void submit());
  useEffect(() => {
    if (submitState !== 'failed') return;
    const online = () => submitAgain();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [submitState]);

  async function start() {
    if (isStarting) return;
    setIsStarting(true);
    try {
      const next = await startAttempt(quiz.id);
      await mutateCache(attemptPath(next.id), next, { revalidate: false });
      setIsExpired(false);
      setSubmitState('idle');
      setAttemptId(next.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'attempts_exhausted') {
        // The intro says so in its place; no toast needed.
        setIsExhausted(true);
        setAttemptId(null);
        return;
      }
      toast.warning(error instanceof ApiRequestError ? error.message : t('quiz.intro.startFailed'));
    } finally {
      setIsStarting(false);
    }
  }

  const resume = () => {
    if (quiz.openAttemptId === null) return void start();
    setAttemptId(quiz.openAttemptId);
  };

  const view: QuizView =
    attemptId === null
      ? 'intro'
      : data
        ? data.status === 'open'
          ? 'taking'
          : 'result'
        : attempt.error
          ? 'error'
          : 'loading';

  return {
    view,
    attempt: data,
    answers: snapshot,
    store,
    isStarting,
    isExhausted,
    isExpired,
    submitState,
    isRetrying: attempt.isValidating,
    start: () => void start(),
    resume,
    retryLoad: attempt.retry,
    /** Why the attempt could not load, for the error view. */
    loadError: attempt.error as unknown,
    submit: () => void submit(),
    /** The timer ran out: answers lock and go in with what this device has. */
    expire: () => {
      setIsExpired(true);
      void submit();
    },
  };
}
