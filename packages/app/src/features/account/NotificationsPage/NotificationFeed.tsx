import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  NotificationItem,
  NotificationList,
  Pagination,
  Skeleton,
  SkeletonGroup,
} from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { notificationLink } from './notificationLink';
import { useNotificationActions } from './useNotificationActions';
import { apiPath } from '../../../api';

/** Notifications per page. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The page in the address (?page=2), forgiving hand-edited values. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** A signed-in learner's notifications, unread first, with marking read and pages. */
export function NotificationFeed() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  // The current page stays on screen while the next one loads, so paging does not flash.
  const { data, error, isValidating, retry, mutate } = useApi(
    apiPath('/notifications', { query: { page, pageSize: NOTIFICATION_PAGE_SIZE } }),
    { keepPreviousData: true },
  );
  const { markRead, markAllRead, isMarkingAll } = useNotificationActions(mutate);

  const goTo = (next: number) => {
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      if (next === 1) search.delete('page');
      else search.set('page', String(next));
      return search;
    });
  };

  if (!data && error)
    return (
      <LoadErrorState
        error={error}
        title={t('notificationsPage.error')}
        description={t('notificationsPage.errorDescription')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  if (!data)
    return (
      <SkeletonGroup label={t('notificationsPage.loading')}>
        <Skeleton lines={3} />
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </SkeletonGroup>
    );
  if (data.total === 0)
    return (
      <EmptyState
        title={t('notificationsPage.empty')}
        description={t('notificationsPage.emptyDescription')}
      />
    );

  const pagination = (
    <Pagination
      page={page}
      pageCount={data.totalPages}
      onPageChange={goTo}
      label={t('notificationsPage.pagination')}
    />
  );
  return (
    <>
      <NotificationList
        listLabel={t('notificationsPage.listLabel')}
        summary={
          data.unread > 0
            ? t('notificationsPage.unread', { count: data.unread })
            : t('notificationsPage.allRead')
        }
        action={
          <Button
            size="sm"
            variant="secondary"
            disabled={data.unread === 0}
            isLoading={isMarkingAll}
            onClick={() => void markAllRead()}
          >
            {t('notificationsPage.markAll')}
          </Button>
        }
      >
        {data.items.map((notification) => {
          const onMarkRead = notification.isRead ? undefined : () => void markRead(notification.id);
          return (
            <NotificationItem
              key={notification.id}
              as="li"
              title={pick(notification.title)}
              body={pick(notification.body)}
              createdAt={notification.createdAt}
              isRead={notification.isRead}
              href={notification.link ?? undefined}
              renderLink={
                notification.link ? notificationLink(notification.link, onMarkRead) : undefined
              }
              onMarkRead={onMarkRead}
            />
          );
        })}
      </NotificationList>
      {pagination}
    </>
  );
}
