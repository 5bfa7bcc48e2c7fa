import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: string;
  /** The change in a few words, e.g. "Ya, batalkan". */
  confirmLabel: string;
  /** What screen readers hear while it is saved. */
  busyLabel: string;
  /** The safe choice, which has focus when the dialog opens. */
  keepLabel: string;
  onClose: () => void;
  /** Makes the change; a refusal keeps the dialog open with the API's reason in it. */
  onConfirm: () => Promise<void>;
}

/** "Are you sure?" before a change that cannot be undone: cancelling a request. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  busyLabel,
  keepLabel,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      // The API's own words, e.g. "Pengajuan ini tidak sedang menunggu keputusan Anda".
      setError(e instanceof ApiRequestError ? e.message : t('trainingRequests.detail.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={keep}
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={close}>
            {keepLabel}
          </Button>
          <Button
            variant="danger"
            isLoading={isBusy}
            loadingLabel={busyLabel}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormError
        errors={error ? [{ message: error }] : []}
        title={t('trainingRequests.detail.refused')}
        headingLevel={3}
      />
    </Dialog>
  );
}
