import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, Select, Skeleton } from '@ajar/ui';
import type { TrainingDecision } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { formMessages } from '../../../shared/forms/messages';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { approversKey } from '../shared/trainingKeys';

interface ForwardDialogProps {
  isOpen: boolean;
  /** Whose request it is, as the dialog says it. */
  requester: string;
  /** The comment typed beside the decision buttons, sent along. */
  comment: string;
  onClose: () => void;
  /** Approves and sends it on; a refusal is thrown with the API's words. */
  onForward: (decision: TrainingDecision, approver: string) => Promise<void>;
}

/**
 * Approving as the supervisor and handing the last word to one of the company's staff (SDM,
 * L&D), chosen from those the API offers.
 */
export function ForwardDialog({
  isOpen,
  requester,
  comment,
  onClose,
  onForward,
}: ForwardDialogProps) {
  const { t } = useTranslation();
  const m = formMessages(useLang());
  const load = useApi(isOpen ? approversKey : null);
  const approvers = load.data?.items;
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  const close = () => {
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  async function forward() {
    setFieldError(undefined);
    setError(null);
    const approver = approvers?.find((a) => String(a.id) === chosen);
    if (!approver) {
      setFieldError(m.required('secondApproverId'));
      select.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const text = comment.trim();
      await onForward(
        { decision: 'approve', secondApproverId: approver.id, ...(text ? { comment: text } : {}) },
        approver.name,
      );
    } catch (e) {
      if (e instanceof ApiRequestError && e.field === 'secondApproverId') {
        setFieldError(e.message);
        select.current?.focus();
      } else
        setError(e instanceof ApiRequestError ? e.message : t('trainingRequests.detail.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('trainingRequests.forward.title')}
      description={t('trainingRequests.forward.description', { name: requester })}
      initialFocusRef={select}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('trainingRequests.forward.keep')}
          </Button>
          <Button
            isLoading={isBusy}
            loadingLabel={t('trainingRequests.forward.busy')}
            onClick={() => void forward()}
            disabled={!approvers || approvers.length === 0}
          >
            {t('trainingRequests.forward.confirm')}
          </Button>
        </>
      }
    >
      <FormError
        errors={error ? [{ message: error }] : []}
        title={t('trainingRequests.detail.refused')}
        headingLevel={3}
      />
      {!approvers ? (
        <LoadPending
          load={load}
          error={{
            title: t('trainingRequests.forward.error'),
            description: t('loadError.network'),
          }}
          loadingLabel={t('trainingRequests.forward.loading')}
        >
          <Skeleton lines={1} />
        </LoadPending>
      ) : approvers.length === 0 ? (
        <p>{t('trainingRequests.forward.none')}</p>
      ) : (
        <Select
          ref={select}
          name="secondApproverId"
          label={t('trainingRequests.forward.label')}
          hint={comment.trim() ? t('trainingRequests.forward.commentHint') : undefined}
          placeholder={t('trainingRequests.forward.placeholder')}
          isRequired
          options={approvers.map((a) => ({
            value: String(a.id),
            label: a.position
              ? t('trainingRequests.forward.option', { name: a.name, position: a.position })
              : a.name,
          }))}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          error={fieldError}
        />
      )}
    </Dialog>
  );
}
