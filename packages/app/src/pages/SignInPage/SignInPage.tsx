import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Formik, type FormikHelpers } from 'formik';
import { Button, Card, FormError, PageHeader, PasswordField, TextField } from '@ajar/ui';
import type { TokenResponse } from '@ajar/api/contract';
import type { Language } from '@ajar/tokens';
import { ApiRequestError, apiFetch } from '../../data/fetcher';
import { fieldProps } from '../../forms/fieldProps';
import { useFocusOnError } from '../../forms/useFocusOnError';
import { useHead } from '../../head/useHead';
import { sessionStore } from '../../session';
import { safeNext } from './safeNext';
import { signInSchema, type SignInValues } from './signInSchema';
import { SocialSignIn } from './SocialSignIn';

const FIELDS = ['email', 'password'] as const;

/**
 * Sign-in: the form checks what it can (spec messages), the API decides the rest and its
 * message lands on the field it names, or above the form when it names none (a wrong email
 * or password, which the API does not tell apart; the rate limit).
 */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);
  const schema = useMemo(() => signInSchema(lang), [lang]);
  useHead(t('pages.signIn.title'));

  async function submit(values: SignInValues, helpers: FormikHelpers<SignInValues>) {
    setFormError(null);
    try {
      const { token } = await apiFetch<TokenResponse>('/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: values.email.trim(), password: values.password }),
      });
      if (!sessionStore.signIn(token)) throw new Error('unusable token');
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        (FIELDS as readonly string[]).includes(error.field ?? '')
      ) {
        helpers.setFieldError(error.field!, error.message);
      } else {
        setFormError(error instanceof ApiRequestError ? error.message : t('auth.failed'));
      }
    }
  }

  return (
    <>
      <PageHeader title={t('pages.signIn.title')} description={t('auth.lead')} />
      <Card>
        <Formik<SignInValues>
          initialValues={{ email: '', password: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {(form) => (
            <form noValidate onSubmit={form.handleSubmit} aria-label={t('pages.signIn.title')}>
              <FormError errors={formError ? [{ message: formError }] : []} ref={summary} />
              <TextField
                id="sign-in-email"
                {...fieldProps(form, 'email')}
                type="email"
                autoComplete="email"
                label={t('auth.email')}
                isRequired
              />
              <PasswordField
                id="sign-in-password"
                {...fieldProps(form, 'password')}
                autoComplete="current-password"
                label={t('auth.password')}
                isRequired
              />
              <Button
                type="submit"
                isLoading={form.isSubmitting}
                loadingLabel={t('auth.signingIn')}
              >
                {t('auth.signIn')}
              </Button>
            </form>
          )}
        </Formik>
        <SocialSignIn />
      </Card>
    </>
  );
}
