import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Checkbox } from '@ajar/ui';
import type { PsychotestAttempt, PsychotestSummary } from '@ajar/api/contract';
import { ApiRequestError, NetworkError } from '../../../shared/data/fetcher';
import { startPsychotest } from './psychotestsApi';

type StartState = 'idle' | 'starting' | 'tooSoon' | 'offline' | 'failed';

/**
 * Before a new attempt: what the test is for, who sees the result, how long it is kept, that
 * it may be deleted and that it is no psychological examination; started only once the
 * person says they understand and agree.
 */
export function PsychotestConsent({
  test,
  supervisor,
  onStarted,
  onTooSoon,
}: {
  test: PsychotestSummary;
  supervisor: string | null;
  onStarted: (attempt: PsychotestAttempt) => void;
  /** The server says it is too early to take it again: read the list afresh. */
  onTooSoon: () => void;
}) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [state, setState] = useState<StartState>('idle');

  async function start() {
    setState('starting');
    try {
      onStarted(await startPsychotest(test.id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'psychotest_too_soon') {
        setState('tooSoon');
        onTooSoon();
      } else setState(error instanceof NetworkError ? 'offline' : 'failed');
    }
  }

  return (
    <Card
      title={t('psychotests.consent.title')}
      headingLevel={3}
      footer={
        <Button
          onClick={start}
          disabled={!agreed}
          isLoading={state === 'starting'}
          loadingLabel={t('psychotests.consent.starting')}
        >
          {t('psychotests.consent.start')}
        </Button>
      }
    >
      <ul>
        <li>{t('psychotests.consent.purpose')}</li>
        <li>
          {supervisor
            ? t('psychotests.consent.whoSeesSupervisor', { name: supervisor })
            : t('psychotests.consent.whoSees')}
        </li>
        <li>{t('psychotests.consent.kept')}</li>
        <li>{t('psychotests.consent.deletion')}</li>
        <li>{t('psychotests.consent.notExamination')}</li>
      </ul>
      <Checkbox
        label={t('psychotests.consent.agree')}
        isChecked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {(state === 'tooSoon' || state === 'offline' || state === 'failed') && (
        <Callout
          role="alert"
          tone="danger"
          headingLevel={4}
          title={t(`psychotests.consent.${state}`)}
        />
      )}
    </Card>
  );
}
