import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout, PageSection, Switch } from '@ajar/ui';
import type { PsychotestAttempt } from '@ajar/api/contract';
import { NetworkError } from '../../../shared/data/fetcher';
import { sharePsychotest } from './psychotestsApi';

/**
 * Whether my supervisor may read this result: a switch that applies at once, flipped back
 * with the reason when the server could not save it. Without a supervisor there is no one to
 * share with, and the page says so.
 */
export function PsychotestSharing({
  attempt,
  supervisor,
  onShared,
}: {
  attempt: PsychotestAttempt;
  supervisor: string | null;
  onShared: (attempt: PsychotestAttempt) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<'offline' | 'failed' | null>(null);
  const isShared = pending ?? attempt.sharedWithSupervisor;

  async function change(next: boolean) {
    // One change at a time: the switch shows the one on its way.
    if (pending !== null) return;
    setPending(next);
    setFailure(null);
    try {
      onShared(await sharePsychotest(attempt.id, next));
    } catch (error) {
      setFailure(error instanceof NetworkError ? 'offline' : 'failed');
    } finally {
      setPending(null);
    }
  }

  return (
    <PageSection title={t('psychotests.sharing.title')}>
      {supervisor === null && !attempt.sharedWithSupervisor ? (
        <p>{t('psychotests.sharing.noSupervisor')}</p>
      ) : (
        <Switch
          label={
            supervisor
              ? t('psychotests.sharing.label', { name: supervisor })
              : t('psychotests.sharing.labelNoName')
          }
          hint={
            supervisor
              ? t('psychotests.sharing.hint', { name: supervisor })
              : t('psychotests.sharing.hintNoName')
          }
          isChecked={isShared}
          onChange={(next) => void change(next)}
        />
      )}
      {failure && (
        <Callout
          role="alert"
          tone="danger"
          headingLevel={3}
          title={t('psychotests.sharing.failedTitle')}
        >
          <p>{t(`psychotests.sharing.${failure}`)}</p>
        </Callout>
      )}
    </PageSection>
  );
}
