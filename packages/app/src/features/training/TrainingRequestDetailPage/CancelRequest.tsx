import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';
import type { RequestActions } from './useRequestActions';

/** The requester withdraws a request still waiting for a decision, after saying so twice. */
export function CancelRequest({
  actions,
  onCancelled,
}: {
  actions: RequestActions;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);

  async function cancel() {
    await actions.cancel();
    setOpen(false);
    toast.success(t('trainingRequests.cancel.done'));
    onCancelled();
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('trainingRequests.cancel.open')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('trainingRequests.cancel.title')}
        description={t('trainingRequests.cancel.description')}
        confirmLabel={t('trainingRequests.cancel.confirm')}
        busyLabel={t('trainingRequests.cancel.busy')}
        keepLabel={t('trainingRequests.cancel.keep')}
        failedText={t('trainingRequests.detail.failed')}
        refusedTitle={t('trainingRequests.detail.refused')}
        onClose={() => setOpen(false)}
        onConfirm={cancel}
      />
    </>
  );
}
