import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import { Card, PageHeader, PasswordField, toast } from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import { MIN_PASSWORD_LENGTH } from '@ajar/api/contract/limits';
import { apiRequest } from '../../../api';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { useHead } from '../../../shared/head/useHead';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordSchema,
  type ChangePasswordValues,
} from './changePasswordSchema';
import { SignOutEverywhere } from './SignOutEverywhere';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changing one's password: the form checks what it can with the API's messages; the API's
 * answer (a wrong current password, the rate limit) lands on the field it names, or above the
 * form. Other devices are signed out by the change; this one stays signed in.
 */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const entry = useRouteEntry();
  const schema = useMemo(() => changePasswordSchema(lang), [lang]);
  useHead(t('pages.changePassword.title'));

  async function send(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) {
    await apiRequest('post', '/auth/password', { body: values });
    helpers.resetForm();
    toast.success({ description: t('password.changed') });
  }

  return (
    <>
      <PageHeader
        title={t('pages.changePassword.title')}
        description={t('password.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      <Card>
        <ApiForm<ChangePasswordValues>
          label={t('pages.changePassword.title')}
          initialValues={EMPTY}
          schema={schema}
          fields={CHANGE_PASSWORD_FIELDS}
          failed={t('password.failed')}
          send={send}
          submitLabel={t('password.submit')}
          loadingLabel={t('password.saving')}
        >
          {(form) => (
            <>
              <PasswordField
                id="change-password-current"
                {...fieldProps(form, 'currentPassword')}
                autoComplete="current-password"
                label={t('password.current')}
                isRequired
              />
              <PasswordField
                id="change-password-new"
                {...fieldProps(form, 'newPassword')}
                autoComplete="new-password"
                label={t('password.new')}
                hint={t('password.rule', { n: MIN_PASSWORD_LENGTH })}
                isRequired
              />
              <PasswordField
                id="change-password-confirm"
                {...fieldProps(form, 'confirmPassword')}
                autoComplete="new-password"
                label={t('password.confirm')}
                isRequired
              />
            </>
          )}
        </ApiForm>
      </Card>
      <SignOutEverywhere />
    </>
  );
}
