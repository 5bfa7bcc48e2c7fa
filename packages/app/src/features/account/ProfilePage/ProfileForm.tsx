import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import { Card, Select, TextField, toast } from '@ajar/ui';
import type { Profile } from '@ajar/api/contract';
import { LANGUAGES, type Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { changeLanguage } from '../../../i18n';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { PROFILE_FIELDS, profileSchema, type ProfileValues } from './profileSchema';

/**
 * Name, phone and preferred language. The form checks with the API's messages; the API's own
 * refusal lands on the field it names. Saving a language switches the app to it.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const schema = useMemo(() => profileSchema(lang), [lang]);
  const initialValues: ProfileValues = {
    name: profile.name,
    phone: profile.phone ?? '',
    language: profile.language,
  };

  async function send(values: ProfileValues, helpers: FormikHelpers<ProfileValues>) {
    const saved = await apiRequest('patch', '/me/profile', {
      body: { name: values.name.trim(), phone: values.phone.trim(), language: values.language },
    });
    onSaved(saved);
    helpers.resetForm({
      values: { name: saved.name, phone: saved.phone ?? '', language: saved.language },
    });
    if (saved.language !== i18n.resolvedLanguage) await changeLanguage(saved.language);
    toast.success({ description: t('profile.saved') });
  }

  return (
    <Card>
      <ApiForm<ProfileValues>
        label={t('profile.form')}
        initialValues={initialValues}
        schema={schema}
        fields={PROFILE_FIELDS}
        failed={t('profile.failed')}
        send={send}
        submitLabel={t('profile.save')}
        loadingLabel={t('profile.saving')}
      >
        {(form) => (
          <>
            <TextField
              id="profile-name"
              {...fieldProps(form, 'name')}
              autoComplete="name"
              label={t('profile.name')}
              isRequired
            />
            <TextField
              id="profile-phone"
              {...fieldProps(form, 'phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              label={t('profile.phone')}
              hint={t('profile.phoneHint')}
            />
            <Select
              id="profile-language"
              {...fieldProps(form, 'language')}
              label={t('profile.language')}
              options={LANGUAGES.map((value) => ({
                value,
                label: t(`language.name.${value}`),
              }))}
            />
          </>
        )}
      </ApiForm>
    </Card>
  );
}
