import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FormikHelpers } from 'formik';
import { TextField, toast } from '@ajar/ui';
import {
  GROUP_CODE_LENGTH,
  GROUP_LIMITS,
  normaliseGroupCode,
} from '@ajar/api/contract/group-rules';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { groupPath, showsGroups } from '../shared/groupKeys';
import { FocusFirstInvalid } from '../../../shared/forms/FocusFirstInvalid';
import { joinCodeSchema, type JoinCodeValues } from './joinCodeSchema';

/** Unknown or turned off (404), expired or used up (410), too many tries (429). */
const CODE_REFUSALS = [404, 410, 429];
const isAboutTheCode = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  (error.field === 'code' || CODE_REFUSALS.includes(error.status));

/**
 * Joining with a leader's code, typed or carried by a QR code's link. A code of the wrong
 * shape, and the API's refusal of the code, land on the field, which takes focus so the
 * message is heard; anything else (a full group, no connection) is said above the form.
 */
export function JoinCodeForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const field = useRef<HTMLInputElement>(null);
  const schema = useMemo(
    () => joinCodeSchema(lang, t('groups.join.code.shape', { length: GROUP_CODE_LENGTH })),
    [lang, t],
  );

  async function send(values: JoinCodeValues, helpers: FormikHelpers<JoinCodeValues>) {
    try {
      const joined = await apiRequest('post', '/groups/join', {
        body: { code: normaliseGroupCode(values.code) },
      });
      await mutate(showsGroups);
      toast.success(
        joined.alreadyMember
          ? t('groups.join.alreadyMember', { name: joined.name })
          : t('groups.join.joined', { name: joined.name }),
      );
      await navigate(groupPath(joined.groupId));
    } catch (error) {
      if (!isAboutTheCode(error)) throw error;
      helpers.setFieldError('code', error.message);
    }
  }

  return (
    <ApiForm<JoinCodeValues>
      label={t('groups.join.code.title')}
      initialValues={{ code: initialCode }}
      schema={schema}
      fields={['code']}
      failed={t('groups.join.code.failed')}
      send={send}
      submitLabel={t('groups.join.code.submit')}
      loadingLabel={t('groups.join.code.submitting')}
    >
      {(form) => (
        <>
          <FocusFirstInvalid form={form} fields={[['code', field]]} />
          {initialCode && <p>{t('groups.join.code.prefilled')}</p>}
          <TextField
            ref={field}
            label={t('groups.join.code.label')}
            hint={t('groups.join.code.hint', { length: GROUP_CODE_LENGTH })}
            maxLength={GROUP_LIMITS.searchMaxLength}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            isRequired
            {...fieldProps(form, 'code')}
          />
        </>
      )}
    </ApiForm>
  );
}
