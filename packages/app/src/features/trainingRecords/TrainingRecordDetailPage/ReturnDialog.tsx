import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, TextArea } from '@ajar/ui';
import { TRAINING_RECORD_LIMITS } from '@ajar/api/contract/training-record-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { formMessages } from '../../../shared/forms/messages';

interface ReturnDialogProps {
  isOpen: boolean;
  /** Whose record it is, as the dialog says it. */
  owner: string;
  onClose: () => void;
  /** Returns the record with the reason; a refusal is thrown with the API's words. */
  onReturn: (reason: string) => Promise<void>;
}

/**
 * Returning a record to its owner with what to fix: the reason is required (the owner reads
 * it), checked here with the API's own message before anything is sent.
 */
export function ReturnDialog({ isOpen, owner, onClose, onReturn }: ReturnDialogProps) {
  const { t } = useTranslation();
  const m = formMessages(useLang());
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  async function send() {
    setFieldError(undefined);
    setError(null);
    const text = reason.trim();
    if (!text) {
      setFieldError(m.required('reason'));
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onReturn(text);
      setReason('');
    } catch (e) {
      if (e instanceof ApiRequestError && e.field === 'reason') {
        setFieldError(e.message);
        field.current?.focus();
      } else
        setError(e instanceof ApiRequestError ? e.message : t('trainingRecords.detail.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('trainingRecords.check.returnTitle')}
      description={t('trainingRecords.check.returnLead', { name: owner })}
      initialFocusRef={field}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('trainingRecords.check.keep')}
          </Button>
          <Button
            variant="danger"
            isLoading={isBusy}
            loadingLabel={t('trainingRecords.check.busy')}
            onClick={() => void send()}
          >
            {t('trainingRecords.check.returnConfirm')}
          </Button>
        </>
      }
    >
      <FormError
        errors={error ? [{ message: error }] : []}
        title={t('trainingRecords.detail.refused')}
        headingLevel={3}
      />
      <TextArea
        ref={field}
        name="reason"
        label={t('trainingRecords.check.reasonLabel')}
        hint={t('trainingRecords.check.reasonHint', { name: owner })}
        isRequired
        maxLength={TRAINING_RECORD_LIMITS.returnReason}
        rows={4}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError}
      />
    </Dialog>
  );
}
