import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { toast } from '@ajar/ui';
import type { NotificationPage } from '@ajar/api/contract';
import { apiRequest } from '../../../api';

/** The page with these notifications read, and the unread count lowered to match. */
export function withRead(page: NotificationPage, ids: readonly number[] | 'all'): NotificationPage {
  const isTarget = (id: number) => ids === 'all' || ids.includes(id);
  const newlyRead = page.items.filter((n) => !n.isRead && isTarget(n.id)).length;
  return {
    ...page,
    items: page.items.map((n) => (isTarget(n.id) ? { ...n, isRead: true } : n)),
    unread: ids === 'all' ? 0 : Math.max(0, page.unread - newlyRead),
  };
}

/**
 * Marking read. One item changes at once (optimistic) and stays where it is, so the list
 * does not jump under the pointer; if the API refuses, the page is fetched again. "Mark all"
 * waits for the API, then refetches, since the server's order changes with it.
 */
export function useNotificationActions(mutate: KeyedMutator<NotificationPage>) {
  const { t } = useTranslation();
  const [isMarkingAll, setMarkingAll] = useState(false);

  const failed = () => {
    toast.warning({ description: t('notificationsPage.markFailed') });
    void mutate();
  };

  const markRead = async (id: number) => {
    await mutate((current) => current && withRead(current, [id]), { revalidate: false });
    try {
      await apiRequest('post', '/notifications/{id}/read', { path: { id } });
    } catch {
      failed();
    }
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await apiRequest('post', '/notifications/read-all');
      await mutate((current) => current && withRead(current, 'all'), { revalidate: false });
      void mutate();
    } catch {
      failed();
    } finally {
      setMarkingAll(false);
    }
  };

  return { markRead, markAllRead, isMarkingAll };
}
