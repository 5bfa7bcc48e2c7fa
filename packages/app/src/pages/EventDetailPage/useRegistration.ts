import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@ajar/ui';
import type { EventRegistration } from '@ajar/api/contract';
import { ApiRequestError, apiFetch } from '../../data/fetcher';
import { useApi } from '../../data/useApi';

/**
 * The signed-in learner's place at one event (nothing is asked while signed out), and the
 * two things they can do with it. A change says so in a toast; a refusal (the event has
 * ended meanwhile) shows the API's own translated message.
 */
export function useRegistration(eventId: number, isSignedIn: boolean) {
  const { t } = useTranslation();
  const path = `/v1/events/${eventId}/registration`;
  const state = useApi<EventRegistration>(isSignedIn ? path : null);
  const [isSending, setIsSending] = useState(false);

  const send = async (method: 'POST' | 'DELETE', done: string) => {
    if (isSending) return;
    setIsSending(true);
    try {
      const next = await apiFetch<EventRegistration>(path, { method });
      await state.mutate(next);
      toast.success(done);
    } catch (error) {
      toast.warning(error instanceof ApiRequestError ? error.message : t('events.detail.failed'));
      state.retry();
    } finally {
      setIsSending(false);
    }
  };

  return {
    ...state,
    isSending,
    register: () => send('POST', t('events.detail.registeredToast')),
    cancel: () => send('DELETE', t('events.detail.cancelledToast')),
  };
}
