import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';

export interface CancelTarget {
  id: number;
  title: string;
}

interface Props {
  target: CancelTarget | null;
  onClose: () => void;
  onCancelled: () => void;
}

/** "Cancel my registration?" A place given up by mistake may be gone, so it asks first. */
export function CancelRegistrationDialog({ target, onClose, onCancelled }: Props) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  async function confirm() {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('delete', '/events/{id}/registration', { path: { id: target.id } });
      toast.success(t('myEvents.cancelledToast'));
      onCancelled();
    } catch (e) {
      // The API's own words, e.g. the event started while the dialog was open.
      setError(e instanceof ApiRequestError ? e.message : t('myEvents.cancelFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={target !== null}
      onClose={close}
      title={t('myEvents.cancelTitle')}
      description={t('myEvents.cancelBody', { title: target?.title ?? '' })}
      size="sm"
      initialFocusRef={keep}
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={close}>
            {t('myEvents.keep')}
          </Button>
          <Button
            variant="danger"
            isLoading={isBusy}
            loadingLabel={t('myEvents.cancelling')}
            onClick={() => void confirm()}
          >
            {t('myEvents.cancelConfirm')}
          </Button>
        </>
      }
    >
      <FormError errors={error ? [{ message: error }] : []} />
    </Dialog>
  );
}
