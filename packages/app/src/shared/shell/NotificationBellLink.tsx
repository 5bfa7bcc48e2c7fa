import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@ajar/ui';
import { apiPath } from '../../api';
import { useApi } from '../data/useApi';
import { useSession } from '../../session';
import { routerLink } from './routerLink';
import { connectUnreadStream } from './unreadStream';

export const UNREAD_COUNT_PATH = apiPath('/notifications/unread-count');

/**
 * The header's bell for a signed-in user: the unread count is read once, then kept live by
 * the notification stream, so a new notification shows within a moment without a reload.
 */
export function NotificationBellLink() {
  const { t } = useTranslation();
  const session = useSession();
  const token = session?.kind === 'user' ? session.token : null;
  const { data, mutate } = useApi(token ? UNREAD_COUNT_PATH : null);
  useEffect(() => {
    if (!token) return;
    return connectUnreadStream({
      token,
      onUnread: (unread) => void mutate({ unread }, { revalidate: false }),
    });
  }, [token, mutate]);
  if (!token) return null;
  const count = data?.unread ?? 0;
  return (
    <NotificationBell
      href="/notifications"
      count={count}
      label={
        count > 0 ? t('notificationCenter.bellUnread', { count }) : t('notificationCenter.bell')
      }
      renderLink={routerLink}
    />
  );
}
