import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ajar/ui';
import type { EventStatus } from '@ajar/ui';
import { signInPath } from '../../../shared/shell/RequireSession';
import type { useRegistration } from './useRegistration';

interface RegistrationActionProps {
  eventId: number;
  status: EventStatus;
  isSignedIn: boolean;
  registration: ReturnType<typeof useRegistration>;
}

/** The one thing the reader can do about an event: sign in, register, cancel, or nothing. */
export function RegistrationAction({
  eventId,
  status,
  isSignedIn,
  registration,
}: RegistrationActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (status === 'past') return <p>{t('events.detail.ended')}</p>;

  if (!isSignedIn) {
    const signIn = signInPath(`/events/${eventId}`);
    const onClick = (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      void navigate(signIn);
    };
    return (
      <>
        <Button href={signIn} onClick={onClick}>
          {t('events.detail.signIn')}
        </Button>
        <p>{t('events.detail.signInHint')}</p>
      </>
    );
  }

  const { data, error, isLoading, isValidating, isSending, retry, register, cancel } = registration;
  if (isLoading) return <Button isLoading>{t('events.detail.register')}</Button>;
  if (error || !data)
    return (
      <>
        <p role="alert">{t('events.detail.statusError')}</p>
        <Button variant="secondary" isLoading={isValidating} onClick={retry}>
          {t('common.retry')}
        </Button>
      </>
    );
  if (data.registered)
    return (
      <>
        <p>{t('events.detail.registeredNote')}</p>
        <Button variant="secondary" isLoading={isSending} onClick={() => void cancel()}>
          {t('events.detail.cancel')}
        </Button>
      </>
    );
  return (
    <Button isLoading={isSending} onClick={() => void register()}>
      {t('events.detail.register')}
    </Button>
  );
}
