import { useTranslation } from 'react-i18next';
import { PageHeader } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { useSession } from '../../../session';
import { NotificationFeed } from './NotificationFeed';
import { NotificationPreferences } from '../shared/NotificationPreferences';
import { SignedOutNotice } from './SignedOutNotice';

/** A learner's notifications; visitors are asked to sign in. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const title = t('pages.notifications.title');
  useHead(title);
  return (
    <>
      <PageHeader title={title} description={t('notificationsPage.lead')} />
      {session ? (
        <>
          <NotificationFeed />
          <NotificationPreferences />
        </>
      ) : (
        <SignedOutNotice />
      )}
    </>
  );
}
