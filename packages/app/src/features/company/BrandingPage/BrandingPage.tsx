import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Formik, type FormikHelpers } from 'formik';
import {
  Button,
  Callout,
  Card,
  FormError,
  PageHeader,
  PageSection,
  Skeleton,
  TextField,
  ThemeStudio,
  toast,
} from '@ajar/ui';
import type { Language } from '@ajar/api/contract/languages';
import type { BrandingSettings } from '@ajar/api/contract';
import { apiPath, apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useApi } from '../../../shared/data/useApi';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { tenantBrand } from '../../../shared/head/tenantBrand';
import { useHead } from '../../../shared/head/useHead';
import { BRAND_EDITORS } from '../../../shared/shell/memberNav';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { useSession } from '../../../session';
import { BrandImageField } from './BrandImageField';
import { BRANDING_FIELDS, brandingSchema, type BrandingValues } from './brandingSchema';

/** What the header, title and favicon of this page show, from the settings just stored. */
function adopt(settings: BrandingSettings) {
  tenantBrand.set({
    title: settings.displayName,
    faviconTitle: settings.faviconTitle,
    favicon: settings.favicon,
    logo: settings.logo,
  });
}

/**
 * /company/branding (company admins): colour in the theme studio with its contrast checks,
 * the company's name and favicon title, logo and favicon. Saving pushes the colour to every
 * open page of the company, signed in or not.
 */
export function BrandingPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const session = useSession();
  const mayEdit = session?.roleId !== undefined && BRAND_EDITORS.includes(session.roleId);
  const { data, error, isValidating, retry, mutate } = useApi(
    mayEdit ? apiPath('/company/branding') : null,
  );
  useHead(t('pages.branding.title'));

  const saved = (settings: BrandingSettings) => {
    adopt(settings);
    void mutate(settings, { revalidate: false });
  };

  let body;
  if (!mayEdit) body = <Callout tone="warning" title={t('branding.adminsOnly')} />;
  else if (data)
    body = (
      <>
        <BrandingForm settings={data} onSaved={saved} />
        <PageSection title={t('branding.logoTitle')}>
          <BrandImageField
            kind="logo"
            companyName={data.displayName}
            current={data.logo}
            onSaved={saved}
          />
        </PageSection>
        <PageSection title={t('branding.faviconTitleImage')}>
          <BrandImageField
            kind="favicon"
            companyName={data.faviconTitle || data.displayName}
            current={data.favicon}
            onSaved={saved}
          />
        </PageSection>
      </>
    );
  else if (error)
    body = (
      <LoadErrorState
        error={error}
        title={t('branding.loadError')}
        description={t('branding.loadErrorHint')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  else body = <Skeleton variant="rect" height="24rem" />;

  return (
    <>
      <PageHeader
        title={t('pages.branding.title')}
        description={t('branding.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      {body}
    </>
  );
}

function BrandingForm({
  settings,
  onSaved,
}: {
  settings: BrandingSettings;
  onSaved(settings: BrandingSettings): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const schema = useMemo(() => brandingSchema(lang), [lang]);
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);
  const initial: BrandingValues = {
    displayName: settings.displayName,
    faviconTitle: settings.faviconTitle ?? '',
    primaryColor: settings.primaryColor,
  };

  async function submit(values: BrandingValues, helpers: FormikHelpers<BrandingValues>) {
    setFormError(null);
    try {
      const stored = await apiRequest('put', '/company/branding', {
        body: {
          displayName: values.displayName,
          faviconTitle: values.faviconTitle.trim() || null,
          primaryColor: values.primaryColor,
        },
      });
      onSaved(stored);
      helpers.resetForm({
        values: {
          displayName: stored.displayName,
          faviconTitle: stored.faviconTitle ?? '',
          primaryColor: stored.primaryColor,
        },
      });
      toast.success({ description: t('branding.saved') });
    } catch (failure) {
      if (
        failure instanceof ApiRequestError &&
        (BRANDING_FIELDS as readonly string[]).includes(failure.field ?? '')
      )
        helpers.setFieldError(failure.field!, failure.message);
      else
        setFormError(
          failure instanceof ApiRequestError ? failure.message : t('branding.saveFailed'),
        );
    }
  }

  return (
    <Formik<BrandingValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <form noValidate onSubmit={form.handleSubmit} aria-label={t('pages.branding.title')}>
          <FormError
            errors={[
              ...(formError ? [{ message: formError }] : []),
              ...(form.submitCount > 0 && form.errors.primaryColor
                ? [{ message: form.errors.primaryColor }]
                : []),
            ]}
            ref={summary}
          />
          <PageSection title={t('branding.identityTitle')}>
            <Card>
              <TextField
                id="branding-name"
                {...fieldProps(form, 'displayName')}
                label={t('branding.displayName')}
                hint={t('branding.displayNameHint')}
                autoComplete="organization"
                isRequired
              />
              <TextField
                id="branding-favicon-title"
                {...fieldProps(form, 'faviconTitle')}
                label={t('branding.faviconTitle')}
                hint={t('branding.faviconTitleHint')}
                autoComplete="off"
              />
            </Card>
          </PageSection>
          {/* The studio titles its own section ("Warna merek"). */}
          <ThemeStudio
            tenantName={form.values.displayName || settings.displayName}
            defaultValue={settings.primaryColor}
            onChange={(hex) => void form.setFieldValue('primaryColor', hex.toUpperCase())}
          />
          <Button type="submit" isLoading={form.isSubmitting} loadingLabel={t('branding.saving')}>
            {t('branding.save')}
          </Button>
        </form>
      )}
    </Formik>
  );
}
