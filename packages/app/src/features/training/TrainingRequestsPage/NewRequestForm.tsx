import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import type { TrainingRequestList } from '@ajar/api/contract';
import { TRAINING_REQUEST_LIMITS } from '@ajar/api/contract/training-request-rules';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { trainingListKey } from '../shared/trainingKeys';
import { useTrainingFormats } from '../shared/useTrainingFormats';
import {
  EMPTY_REQUEST,
  formFieldOf,
  newRequestSchema,
  REQUEST_FIELDS,
  requestBody,
  type NewRequestValues,
} from './newRequestSchema';
import { RequestFields } from './RequestFields';

interface NewRequestFormProps {
  /** Who the request goes to. */
  supervisor: { id: number; name: string };
  /** Sent, or given up: the form closes. */
  onDone: () => void;
  /** The API found no supervisor after all: its message, for the page to show. */
  onNoSupervisor: (message: string) => void;
  /** Opened by the person just now: focus goes to its first choice. */
  focusOnOpen: boolean;
}

/**
 * What to ask for (a course of the company, an event or an external training) and why. The
 * form checks what the API checks, with its words; the API's refusal lands on the field it
 * names, or above the form. Sent, the request leads my list and the supervisor is named.
 */
export function NewRequestForm({
  supervisor,
  onDone,
  onNoSupervisor,
  focusOnOpen,
}: NewRequestFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useTrainingFormats();
  const { mutate } = useSWRConfig();
  const maxCost = format.rupiah(TRAINING_REQUEST_LIMITS.costMax);
  const schema = useMemo(() => newRequestSchema(lang, t, maxCost), [lang, t, maxCost]);

  async function send(values: NewRequestValues) {
    let created;
    try {
      created = await apiRequest('post', '/training-requests', { body: requestBody(values) });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.code === 'no_supervisor') return onNoSupervisor(error.message);
      throw new ApiRequestError(error.status, error.code, error.message, formFieldOf(error.field));
    }
    toast.success(t('trainingRequests.form.sent', { name: supervisor.name }));
    // Shown at once at the top of my list; the read after it confirms it.
    await mutate<TrainingRequestList>(
      trainingListKey,
      (list) => list && { ...list, mine: [created, ...list.mine] },
    );
    onDone();
  }

  return (
    <ApiForm<NewRequestValues>
      label={t('trainingRequests.form.title')}
      initialValues={EMPTY_REQUEST}
      schema={schema}
      fields={REQUEST_FIELDS}
      failed={t('trainingRequests.form.failed')}
      send={send}
      submitLabel={t('trainingRequests.form.submit')}
      loadingLabel={t('trainingRequests.form.sending')}
      cancel={{ label: t('trainingRequests.form.cancel'), onCancel: onDone }}
    >
      {(form) => <RequestFields form={form} focusOnOpen={focusOnOpen} />}
    </ApiForm>
  );
}
