import { useMemo, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, FormError } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { TRAINING_RECORD_LIMITS } from '@ajar/api/contract/training-record-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { useRecordFormats } from '../shared/useRecordFormats';
import { RecordFields } from './RecordFields';
import {
  EMPTY_RECORD,
  RECORD_FIELDS,
  recordSchema,
  valuesOf,
  type RecordValues,
} from './recordSchema';

/** Which button sent the form: keep it as a draft, or send it to the supervisor too. */
export type SaveIntent = 'draft' | 'submit';

interface RecordFormProps {
  /** The record being changed; none for a new one. */
  record?: TrainingRecord;
  requests: { id: number; title: string }[];
  /** The supervisor who checks it; null: drafts only. */
  supervisor: { name: string } | null;
  /** Saves (and sends); a refusal is thrown with the API's words and the values stay. */
  save: (values: RecordValues, intent: SaveIntent) => Promise<void>;
  onCancel: () => void;
}

/**
 * The record's fields, checked in the browser with the API's messages first; saved as a draft
 * or sent to the supervisor. A refusal lands on the field it names, or above the form
 * (focused); whatever was typed stays. A verified record can only be sent again: any change
 * goes back to the supervisor.
 */
export function RecordForm({ record, requests, supervisor, save, onCancel }: RecordFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useRecordFormats();
  const maxCost = format.rupiah(TRAINING_RECORD_LIMITS.costMax);
  const schema = useMemo(() => recordSchema(lang, t, maxCost), [lang, t, maxCost]);
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);
  const intent = useRef<SaveIntent>('draft');
  const isVerified = record?.status === 'verified';
  const canSend = supervisor !== null;

  async function submit(values: RecordValues, helpers: FormikHelpers<RecordValues>) {
    setFormError(null);
    try {
      await save(values, intent.current);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field && (RECORD_FIELDS as readonly string[]).includes(field))
        helpers.setFieldError(field, (error as ApiRequestError).message);
      else
        setFormError(
          error instanceof ApiRequestError ? error.message : t('trainingRecords.form.failed'),
        );
    }
  }

  const initial = useMemo(
    () => (record ? valuesOf(record, format.number) : EMPTY_RECORD),
    // The values the form opened with: later reads of the record do not overwrite typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record?.id],
  );

  return (
    <Formik<RecordValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <form noValidate onSubmit={form.handleSubmit} aria-label={t('trainingRecords.form.label')}>
          <FormError errors={formError ? [{ message: formError }] : []} ref={summary} />
          <RecordFields form={form} requests={requests} />
          {/* A row of its own, so the buttons keep their width in the form's column. The draft
              comes first: Enter in a field keeps a draft rather than sending it. */}
          <div>
            {!isVerified && (
              <Button
                type="submit"
                variant={canSend ? 'secondary' : 'primary'}
                isLoading={form.isSubmitting && intent.current === 'draft'}
                loadingLabel={t('trainingRecords.form.saving')}
                disabled={form.isSubmitting}
                onClick={() => (intent.current = 'draft')}
              >
                {t('trainingRecords.form.saveDraft')}
              </Button>
            )}{' '}
            {canSend && (
              <Button
                type="submit"
                isLoading={form.isSubmitting && intent.current === 'submit'}
                loadingLabel={t('trainingRecords.form.sending')}
                disabled={form.isSubmitting}
                onClick={() => (intent.current = 'submit')}
              >
                {isVerified
                  ? t('trainingRecords.form.resend', { name: supervisor.name })
                  : t('trainingRecords.form.send', { name: supervisor.name })}
              </Button>
            )}{' '}
            <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
              {t('trainingRecords.form.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Formik>
  );
}
