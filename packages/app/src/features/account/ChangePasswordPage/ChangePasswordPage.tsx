import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import { Button, Card, FormError, PageHeader, PasswordField, toast } from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import { MIN_PASSWORD_LENGTH } from '@ajar/api/contract/limits';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
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
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);
  const schema = useMemo(() => changePasswordSchema(lang), [lang]);
  useHead(t('pages.changePassword.title'));

  async function submit(
    values: ChangePasswordValues,
    helpers: FormikHelpers<ChangePasswordValues>,
  ) {
    setFormError(null);
    try {
      await apiRequest('post', '/auth/password', { body: values });
      helpers.resetForm();
      toast.success({ description: t('password.changed') });
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (CHANGE_PASSWORD_FIELDS as readonly string[]).includes(error.field ?? '')
      ) {
        helpers.setFieldError(error.field!, error.message);
      } else {
        setFormError(error instanceof ApiRequestError ? error.message : t('password.failed'));
      }
    }
  }

  return (
    <>
      <PageHeader
        title={t('pages.changePassword.title')}
        description={t('password.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      <Card>
        <Formik<ChangePasswordValues>
          initialValues={EMPTY}
          validationSchema={schema}
          onSubmit={submit}
        >
          {(form) => (
            <form
              noValidate
              onSubmit={form.handleSubmit}
              aria-label={t('pages.changePassword.title')}
            >
              <FormError errors={formError ? [{ message: formError }] : []} ref={summary} />
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
              <Button
                type="submit"
                isLoading={form.isSubmitting}
                loadingLabel={t('password.saving')}
              >
                {t('password.submit')}
              </Button>
            </form>
          )}
        </Formik>
      </Card>
      <SignOutEverywhere />
    </>
  );
}
