import { useTranslation } from 'react-i18next';
import { PageSection, Skeleton, SkeletonGroup, Switch, toast } from '@ajar/ui';
import type { NotificationPreferences as Preferences } from '@ajar/api/contract';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@ajar/api/contract/notification-rules';
import { apiPath, apiRequest } from '../../../api';
import { useApi } from '../../../shared/data/useApi';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';

export const PREFERENCES_PATH = apiPath('/me/notification-preferences');

/**
 * Push on or off per group of notifications (in the app they always show). A switch saves at
 * once and shows its new state straight away; if saving fails it goes back, with a warning.
 * The profile page shows it too (hence in the area's shared folder).
 */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const { data, error, isValidating, retry, mutate } = useApi(PREFERENCES_PATH);

  const change = async (group: NotificationGroup, on: boolean) => {
    if (!data) return;
    const push = { ...data.push, [group]: on };
    await mutate({ ...data, push }, { revalidate: false });
    try {
      const saved: Preferences = await apiRequest('put', '/me/notification-preferences', {
        body: { push },
      });
      await mutate(saved, { revalidate: false });
      toast.success({ description: t('notificationCenter.preferences.saved') });
    } catch {
      toast.warning({ description: t('notificationCenter.preferences.saveFailed') });
      void mutate();
    }
  };

  return (
    <PageSection
      title={t('notificationCenter.preferences.title')}
      description={t('notificationCenter.preferences.description')}
    >
      {!data && error ? (
        <LoadErrorState
          error={error}
          title={t('notificationCenter.preferences.error')}
          onRetry={retry}
          isRetrying={isValidating}
        />
      ) : !data ? (
        <SkeletonGroup label={t('notificationCenter.preferences.loading')}>
          <Skeleton lines={2} />
        </SkeletonGroup>
      ) : (
        NOTIFICATION_GROUPS.map((group) => (
          <Switch
            key={group}
            label={t(`notificationCenter.preferences.${group}`)}
            isChecked={data.push[group]}
            onChange={(on) => void change(group, on)}
          />
        ))
      )}
    </PageSection>
  );
}
