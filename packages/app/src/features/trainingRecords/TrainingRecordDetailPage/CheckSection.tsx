import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError, PageSection, toast } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import type { RecordActions } from '../shared/useRecordActions';
import { ReturnDialog } from './ReturnDialog';

interface CheckSectionProps {
  record: TrainingRecord;
  actions: RecordActions;
  /** Checked: the page shows the new state. */
  onChecked: () => void;
}

/**
 * The supervisor's check of a report's record: verify it (its hours count from now), or
 * return it with what to fix. A record taken back or checked meanwhile is read again and the
 * API says why.
 */
export function CheckSection({ record, actions, onChecked }: CheckSectionProps) {
  const { t } = useTranslation();
  const name = record.owner.name;
  const [isVerifying, setVerifying] = useState(false);
  const [isReturning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(error);

  const changedMeanwhile = (e: unknown) => {
    if (!(e instanceof ApiRequestError && e.status === 409)) return false;
    toast.error({ description: e.message });
    void actions.refresh(record.id);
    return true;
  };

  async function verify() {
    setError(null);
    setVerifying(true);
    try {
      await actions.check(record.id, { decision: 'verify' });
      toast.success(t('trainingRecords.check.verified', { name }));
      onChecked();
    } catch (e) {
      if (!changedMeanwhile(e))
        setError(e instanceof ApiRequestError ? e.message : t('trainingRecords.detail.failed'));
    } finally {
      setVerifying(false);
    }
  }

  async function giveBack(reason: string) {
    try {
      await actions.check(record.id, { decision: 'return', reason });
    } catch (e) {
      if (!changedMeanwhile(e)) throw e;
      setReturning(false);
      return;
    }
    setReturning(false);
    toast.success(t('trainingRecords.check.returned', { name }));
    onChecked();
  }

  return (
    <PageSection
      title={t('trainingRecords.check.title')}
      description={t('trainingRecords.check.lead', { name })}
    >
      <FormError errors={error ? [{ message: error }] : []} ref={summary} />
      {/* A row of its own, so the buttons keep their width in the section's column. */}
      <div>
        <Button
          isLoading={isVerifying}
          loadingLabel={t('trainingRecords.check.busy')}
          onClick={() => void verify()}
        >
          {t('trainingRecords.check.verify')}
        </Button>{' '}
        <Button variant="secondary" disabled={isVerifying} onClick={() => setReturning(true)}>
          {t('trainingRecords.check.return')}
        </Button>
      </div>
      <ReturnDialog
        isOpen={isReturning}
        owner={name}
        onClose={() => setReturning(false)}
        onReturn={giveBack}
      />
    </PageSection>
  );
}
