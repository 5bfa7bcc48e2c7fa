import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { Button, Card, TextField } from '@ajar/ui';
import { formatMessage } from '@ajar/api/contract/messages';
import { useLang } from '../../../shared/data/localized';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useHead } from '../../../shared/head/useHead';
import { normalizeCertificateCode } from '../shared/certificateCode';

interface CheckValues {
  code: string;
}

/**
 * /certificate-check (informational: the layout's h1): a certificate number, checked for
 * its shape here, then looked up on /certificate-is-valid, whose address can be shared.
 */
export function CertificateCheckPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useHead(t('pages.certificateCheck.title'));
  const label = t('certificates.check.codeLabel');
  const schema = useMemo(
    () =>
      object({
        code: string()
          .trim()
          .required(formatMessage(lang, 'required', { field: label }))
          .test(
            'certificate-code',
            formatMessage(lang, 'invalid', { field: label }),
            (value) => normalizeCertificateCode(value ?? '') !== null,
          ),
      }),
    [lang, label],
  );

  return (
    <>
      <p>{t('certificates.check.lead')}</p>
      <Card>
        <Formik<CheckValues>
          initialValues={{ code: params.get('code') ?? '' }}
          validationSchema={schema}
          onSubmit={({ code }) => {
            const normalized = normalizeCertificateCode(code) ?? code.trim();
            void navigate(`/certificate-is-valid?code=${encodeURIComponent(normalized)}`);
          }}
        >
          {(form) => (
            <form
              noValidate
              onSubmit={form.handleSubmit}
              aria-label={t('certificates.check.formLabel')}
            >
              <TextField
                id="certificate-code"
                {...fieldProps(form, 'code')}
                label={label}
                hint={t('certificates.check.codeHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                isRequired
              />
              <Button type="submit">{t('certificates.check.submit')}</Button>
            </form>
          )}
        </Formik>
      </Card>
    </>
  );
}
