import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, RadioGroup, TextField } from '@ajar/ui';
import type { RotateGroupCodeRequest } from '@ajar/api/contract';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';

/** The validities offered: a day for one session, a week or a month for a team. */
const VALIDITY_DAYS = [1, 7, 30] as const;
const NO_END = 'none';
const LIMITED = 'limited';

interface NewCodeDialogProps {
  isOpen: boolean;
  /** A code is live: the dialog says it stops working. */
  hasCode: boolean;
  onClose: () => void;
  /** Makes the code; a refusal keeps the dialog open with the API's reason in it. */
  onMake: (settings: RotateGroupCodeRequest) => Promise<void>;
}

/** "Buat kode baru": how long the code works and how many may join with it. */
export function NewCodeDialog({ isOpen, hasCode, onClose, onMake }: NewCodeDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [validity, setValidity] = useState('7');
  const [limit, setLimit] = useState(NO_END);
  const [maxUses, setMaxUses] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(INTL_LOCALES[lang]);

  const close = () => {
    setError(null);
    setFieldError(undefined);
    onClose();
  };

  /** A whole number within the API's limit, or null when none is set; undefined when wrong. */
  function readMaxUses(): number | null | undefined {
    if (limit !== LIMITED) return null;
    const value = Number(maxUses.trim());
    return Number.isInteger(value) && value >= 1 && value <= GROUP_LIMITS.codeMaxUses
      ? value
      : undefined;
  }

  async function make() {
    const uses = readMaxUses();
    if (uses === undefined) {
      setFieldError(
        t('groups.detail.newCode.limitError', { max: number.format(GROUP_LIMITS.codeMaxUses) }),
      );
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      await onMake({
        expiresInDays: validity === NO_END ? null : Number(validity),
        maxUses: uses,
      });
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('groups.detail.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t(hasCode ? 'groups.detail.newCode.title' : 'groups.detail.newCode.firstTitle')}
      description={t(hasCode ? 'groups.detail.newCode.body' : 'groups.detail.newCode.firstBody')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('groups.detail.cancel')}
          </Button>
          <Button
            isLoading={isBusy}
            loadingLabel={t('groups.detail.newCode.busy')}
            onClick={() => void make()}
          >
            {t('groups.detail.newCode.confirm')}
          </Button>
        </>
      }
    >
      <FormError
        errors={error ? [{ message: error }] : []}
        title={t('groups.detail.refused')}
        headingLevel={3}
      />
      <RadioGroup
        label={t('groups.detail.newCode.validity')}
        value={validity}
        onChange={(event) => setValidity(event.target.value)}
        options={[
          { value: NO_END, label: t('groups.detail.newCode.noEnd') },
          ...VALIDITY_DAYS.map((days) => ({
            value: String(days),
            label: t('groups.detail.newCode.days', { count: days }),
          })),
        ]}
      />
      <RadioGroup
        label={t('groups.detail.newCode.limit')}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        options={[
          { value: NO_END, label: t('groups.detail.newCode.noLimit') },
          { value: LIMITED, label: t('groups.detail.newCode.limited') },
        ]}
      />
      {limit === LIMITED && (
        <TextField
          label={t('groups.detail.newCode.maxUses')}
          hint={t('groups.detail.newCode.maxUsesHint', {
            max: number.format(GROUP_LIMITS.codeMaxUses),
          })}
          inputMode="numeric"
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
          error={fieldError}
          isRequired
        />
      )}
    </Dialog>
  );
}
