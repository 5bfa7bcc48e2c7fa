import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, PageHeader, PasswordField, TextField } from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { deviceTokens, PARTNER_SIGN_IN_PATH, partnerSession, sessionStore } from '../../../session';
import { safeNext } from './safeNext';
import { signInSchema, type SignInValues } from './signInSchema';
import { SocialSignIn } from './SocialSignIn';

const FIELDS = ['email', 'password'] as const;

/** The API's code for a partner account on the member sign-in. */
const PARTNER_ACCOUNT = 'partner_account';
/** The partner's page (vouchers, informational layout): a partner token opens nothing else. */
const PARTNER_HOME = '/redeem-voucher-p';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in and answers where to go next. Members, trainers and admins get the user token; a
 * partner account, which the API refuses there, signs in with the same email and password
 * on the partner sign-in and gets its own token (docs/product/behaviour.md, `partnerToken`).
 * The device token this browser holds for the account goes along (with it the owner is let in
 * while strangers' guesses keep the account locked), and the new one it answers is kept.
 */
async function signIn(
  credentials: Credentials,
  next: string | null,
  asPartner: boolean,
): Promise<string> {
  const body = { ...credentials, deviceToken: await deviceTokens.get(credentials.email) };
  if (asPartner) return signInPartner(body);
  try {
    const { token, deviceToken } = await apiRequest('post', '/auth/login', { body });
    await deviceTokens.remember(credentials.email, deviceToken);
    if (!sessionStore.signIn(token)) throw new Error('unusable token');
    return safeNext(next);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.code === PARTNER_ACCOUNT)) throw error;
  }
  // A partner who used the member form still gets in, with the partner token only.
  return signInPartner(body);
}

/** The partner sign-in: stores `partnerToken` and never the member token. */
async function signInPartner(body: Credentials & { deviceToken?: string }): Promise<string> {
  const { token, deviceToken } = await apiRequest('post', '/auth/partner/login', { body });
  await deviceTokens.remember(body.email, deviceToken);
  if (!partnerSession.signIn(token)) throw new Error('unusable token');
  return PARTNER_HOME;
}

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
  const schema = useMemo(() => signInSchema(lang), [lang]);
  const asPartner = params.get('as') === 'partner';
  const title = asPartner ? t('partner.signInTitle') : t('pages.signIn.title');
  useHead(title);

  async function send(values: SignInValues) {
    const credentials = { email: values.email.trim(), password: values.password };
    navigate(await signIn(credentials, params.get('next'), asPartner), { replace: true });
  }

  return (
    <>
      <PageHeader
        title={title}
        description={asPartner ? t('partner.signInLead') : t('auth.lead')}
      />
      <Card>
        <ApiForm<SignInValues>
          label={title}
          initialValues={{ email: '', password: '' }}
          schema={schema}
          fields={FIELDS}
          failed={t('auth.failed')}
          send={send}
          submitLabel={t('auth.signIn')}
          loadingLabel={t('auth.signingIn')}
        >
          {(form) => (
            <>
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
            </>
          )}
        </ApiForm>
        {/* Partners have no company single sign-on: their accounts are ours. */}
        {!asPartner && <SocialSignIn />}
        <AppLink to={asPartner ? '/sign-in' : PARTNER_SIGN_IN_PATH} isStandalone>
          {asPartner ? t('partner.memberSignIn') : t('partner.signInLink')}
        </AppLink>
      </Card>
    </>
  );
}
