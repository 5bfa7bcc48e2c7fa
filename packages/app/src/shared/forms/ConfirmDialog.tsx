import { useRef, useState } from 'react';
import { Button, Dialog, FormError } from '@ajar/ui';
import { ApiRequestError } from '../data/fetcher';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description: string;
  /** The change in a few words, e.g. "Ya, keluarkan". */
  confirmLabel: string;
  /** What screen readers hear while it is saved. */
  busyLabel: string;
  /** The safe choice, which has focus when the dialog opens. */
  keepLabel: string;
  /** Shown when the change could not be sent at all (no network). */
  failedText: string;
  /** The heading over the API's reason when it refuses the change. */
  refusedTitle: string;
  onClose: () => void;
  /** Makes the change; a refusal keeps the dialog open with the API's reason in it. */
  onConfirm: () => Promise<void>;
}

/**
 * "Are you sure?" before a change that is not undone by a click: removing a member, leaving a
 * group, cancelling a request. The safe choice has focus; a refusal keeps the dialog open with
 * the API's reason in it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  busyLabel,
  keepLabel,
  failedText,
  refusedTitle,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
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
      // The API's own words, e.g. "Tunjuk pemimpin lain sebelum Anda keluar dari grup ini".
      setError(e instanceof ApiRequestError ? e.message : failedText);
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
      <FormError errors={error ? [{ message: error }] : []} title={refusedTitle} headingLevel={3} />
    </Dialog>
  );
}
