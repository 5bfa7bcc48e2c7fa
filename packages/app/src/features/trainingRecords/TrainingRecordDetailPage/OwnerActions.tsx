import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { isEditableRecord } from '@ajar/api/contract/training-record-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { editPath } from '../shared/recordKeys';
import type { RecordActions } from '../shared/useRecordActions';

interface OwnerActionsProps {
  record: TrainingRecord;
  actions: RecordActions;
  /** Moved: the page shows the new state. */
  onMoved: () => void;
}

/**
 * What the owner may do now: change it (a verified one goes back for checking), send it to
 * their supervisor, or take it back while it waits. A refusal (no supervisor, checked
 * meanwhile) is said in a toast with the API's words, and the record is read again.
 */
export function OwnerActions({ record, actions, onMoved }: OwnerActionsProps) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const [busy, setBusy] = useState<'submit' | 'withdraw' | null>(null);
  const path = editPath(record.id);

  async function move(to: 'submit' | 'withdraw') {
    setBusy(to);
    try {
      await actions[to](record.id);
      toast.success(t(`trainingRecords.actions.${to}Done`));
      onMoved();
    } catch (error) {
      toast.error({
        description:
          error instanceof ApiRequestError ? error.message : t('trainingRecords.detail.failed'),
      });
      if (error instanceof ApiRequestError && error.status === 409) void actions.refresh(record.id);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {record.can.submit && (
        <Button
          size="sm"
          isLoading={busy === 'submit'}
          loadingLabel={t('trainingRecords.actions.submitBusy')}
          disabled={busy !== null}
          onClick={() => void move('submit')}
        >
          {t('trainingRecords.actions.submit')}
        </Button>
      )}{' '}
      {record.can.withdraw && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={busy === 'withdraw'}
          loadingLabel={t('trainingRecords.actions.withdrawBusy')}
          disabled={busy !== null}
          onClick={() => void move('withdraw')}
        >
          {t('trainingRecords.actions.withdraw')}
        </Button>
      )}{' '}
      {isEditableRecord(record.status) && (
        <Button size="sm" variant="secondary" href={path} onClick={navigateOnClick(path)}>
          {t('trainingRecords.actions.edit')}
        </Button>
      )}
    </>
  );
}
