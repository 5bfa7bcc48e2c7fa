import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';

interface NoSupervisorProps {
  /** The API's own words when it refused a request for it; our explanation otherwise. */
  message?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A request goes to one's supervisor: with none on record there is no one to ask, so the
 * form is not offered, and this says why and who can fix it.
 */
export function NoSupervisor({ message, ref }: NoSupervisorProps) {
  const { t } = useTranslation();
  return (
    <Callout
      ref={ref}
      tone="warning"
      title={t('trainingRequests.noSupervisor.title')}
      // A refusal is announced and takes focus; the standing explanation is just read.
      role={message ? 'alert' : undefined}
      tabIndex={message ? -1 : undefined}
    >
      {message ?? t('trainingRequests.noSupervisor.body')}
    </Callout>
  );
}
