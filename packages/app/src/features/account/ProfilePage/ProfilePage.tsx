import { useTranslation } from 'react-i18next';
import { Card, PageHeader, PageSection, Skeleton, SkeletonGroup } from '@ajar/ui';
import type { Profile } from '@ajar/api/contract';
import { apiPath } from '../../../api';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { NotificationPreferences } from '../shared/NotificationPreferences';
import { EmploymentFacts } from './EmploymentFacts';
import { PhotoSection } from './PhotoSection';
import { ProfileForm } from './ProfileForm';

export const PROFILE_PATH = apiPath('/me/profile');

/**
 * /profile: the photo, the details a person keeps (name, phone, language), the employment
 * facts the company keeps, and which notifications reach their devices.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const { data, error, isValidating, retry, mutate } = useApi(PROFILE_PATH);
  useHead(t('pages.profile.title'));
  // Every save answers the whole profile: it replaces the cached one (the header reads it too).
  const saved = (profile: Profile) => void mutate(profile, { revalidate: false });

  let body;
  if (data)
    body = (
      <>
        <PhotoSection profile={data} onSaved={saved} />
        <PageSection title={t('profile.details')}>
          <ProfileForm profile={data} onSaved={saved} />
        </PageSection>
        <EmploymentFacts employment={data.employment} />
        <NotificationPreferences />
      </>
    );
  else if (error)
    body = (
      <LoadErrorState
        error={error}
        title={t('profile.error')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  else
    body = (
      <SkeletonGroup label={t('profile.loading')}>
        <Card aria-hidden="true">
          <Skeleton lines={6} />
        </Card>
      </SkeletonGroup>
    );

  return (
    <>
      <PageHeader
        title={t('pages.profile.title')}
        description={t('profile.lead')}
        breadcrumb={entry && <PageCrumbs entry={entry} />}
      />
      {body}
    </>
  );
}
