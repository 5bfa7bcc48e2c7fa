import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import type { QuestionTraining } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { dayInZone } from '../../../shared/dates/eventTime';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { dueWindow } from '../../../shared/dates/dueWindow';
import { showsQuestions } from '../shared/questionKeys';
import { AskFields } from './AskFields';
import {
  ASK_FIELDS,
  askBody,
  askSchema,
  EMPTY_ASK,
  formFieldOf,
  type AskValues,
} from './askSchema';

interface AskFormProps {
  member: { id: number; name: string };
  trainings: readonly QuestionTraining[];
}

/**
 * A new question to the person. The form checks what the API checks, with its words; the
 * API's refusal lands on the field it names. Sent, the person is told, the form empties and
 * the question leads the list below.
 */
export function AskForm({ member, trainings }: AskFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { mutate } = useSWRConfig();
  // A due day is a day in Jakarta, as the API reads it; the day the page opened is near enough.
  const [due] = useState(() => dueWindow(dayInZone(Date.now())));
  const schema = useMemo(() => askSchema(lang, due), [lang, due]);

  async function send(values: AskValues, helpers: { resetForm: () => void }) {
    try {
      await apiRequest('post', '/team-questions/members/{id}/questions', {
        path: { id: member.id },
        body: askBody(values),
      });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      throw new ApiRequestError(error.status, error.code, error.message, formFieldOf(error.field));
    }
    toast.success({ description: t('teamQuestions.ask.sent', { name: member.name }) });
    helpers.resetForm();
    await mutate(showsQuestions);
  }

  return (
    <ApiForm<AskValues>
      label={t('teamQuestions.ask.title')}
      initialValues={EMPTY_ASK}
      schema={schema}
      fields={ASK_FIELDS}
      failed={t('teamQuestions.failed')}
      send={send}
      submitLabel={t('teamQuestions.ask.submit')}
      loadingLabel={t('teamQuestions.ask.sending')}
    >
      {(form) => <AskFields form={form} trainings={trainings} name={member.name} due={due} />}
    </ApiForm>
  );
}
