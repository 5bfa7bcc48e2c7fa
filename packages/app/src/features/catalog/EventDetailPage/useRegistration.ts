import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@ajar/ui';
import { apiPath, apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';

/**
 * The signed-in learner's place at one event (nothing is asked while signed out), and the
 * two things they can do with it. A change says so in a toast; a refusal (the event has
 * ended meanwhile) shows the API's own translated message.
 */
export function useRegistration(eventId: number, isSignedIn: boolean) {
  const { t } = useTranslation();
  const params = { path: { id: eventId } };
  const state = useApi(isSignedIn ? apiPath('/events/{id}/registration', params) : null);
  const [isSending, setIsSending] = useState(false);

  const send = async (method: 'post' | 'delete', done: string) => {
    if (isSending) return;
    setIsSending(true);
    try {
      const next = await (method === 'post'
        ? apiRequest('post', '/events/{id}/registration', params)
        : apiRequest('delete', '/events/{id}/registration', params));
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
    register: () => send('post', t('events.detail.registeredToast')),
    cancel: () => send('delete', t('events.detail.cancelledToast')),
  };
}
