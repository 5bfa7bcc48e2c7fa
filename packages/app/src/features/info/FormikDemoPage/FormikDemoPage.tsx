import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { Button, Card, PageHeader, TextArea, TextField, toast } from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import { formMessages } from '../../../shared/forms/messages';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useHead } from '../../../shared/head/useHead';

interface Values {
  name: string;
  email: string;
  message: string;
}

/**
 * The form test page: `/formik/{content}` names what the form is about; it validates with
 * the spec's messages and keeps what was typed when validation fails.
 */
export function FormikDemoPage() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const { content = '' } = useParams();
  const schema = useMemo(() => {
    const m = formMessages(lang);
    return object({
      name: string().trim().required(m.required('name')),
      email: string().trim().required(m.required('email')).email(m.invalid('email')),
      message: string().trim().required(m.required('message')),
    });
  }, [lang]);
  useHead(t('pages.formikDemo.title'));
  return (
    <>
      <PageHeader
        title={t('pages.formikDemo.title')}
        description={t('formikDemo.lead', { content })}
      />
      <Card>
        <Formik<Values>
          initialValues={{ name: '', email: '', message: '' }}
          validationSchema={schema}
          onSubmit={(_values, helpers) => {
            toast.success({ description: t('formikDemo.sent') });
            helpers.resetForm();
          }}
        >
          {(form) => (
            <form noValidate onSubmit={form.handleSubmit}>
              <TextField {...fieldProps(form, 'name')} label={t('formikDemo.name')} isRequired />
              <TextField
                {...fieldProps(form, 'email')}
                type="email"
                label={t('auth.email')}
                isRequired
              />
              <TextArea
                {...fieldProps(form, 'message')}
                label={t('formikDemo.message')}
                isRequired
              />
              <Button type="submit">{t('formikDemo.submit')}</Button>
            </form>
          )}
        </Formik>
      </Card>
    </>
  );
}
