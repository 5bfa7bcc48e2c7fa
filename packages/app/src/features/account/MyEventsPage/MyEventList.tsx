import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CardGrid, EmptyState, EventCard, Pagination } from '@ajar/ui';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { EventSkeletons } from '../../../shared/events/EventSkeletons';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { eventStatus } from '../../../shared/dates/eventTime';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { CancelRegistrationDialog, type CancelTarget } from './CancelRegistrationDialog';
import { MyEventActions } from './MyEventActions';
import type { useMyEventsTab } from './useMyEvents';

type Props = ReturnType<typeof useMyEventsTab> & { feedUrl: string | undefined };

const SKELETON_CARDS = 3;

/** One page of my registrations in a tab: loading, failed, empty, or cards with actions. */
export function MyEventList({ tab, path, update, feedUrl }: Props) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const eventTime = useEventTime();
  const [now] = useState(Date.now);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const load = useApi(path, { keepPreviousData: true });
  const { data, mutate } = load;

  if (load.error || !data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('myEvents.error'), description: t('myEvents.errorHint') }}
        loadingLabel={t('myEvents.loading')}
      >
        <EventSkeletons count={SKELETON_CARDS} />
      </LoadPending>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        title={t(`myEvents.empty.${tab}`)}
        description={t(`myEvents.emptyHint.${tab}`)}
        action={
          tab !== 'cancelled' && (
            <Button variant="secondary" href="/events">
              {t('myEvents.browse')}
            </Button>
          )
        }
      />
    );

  return (
    <>
      <CardGrid
        aria-label={t(`myEvents.list.${tab}`)}
        footer={
          <Pagination
            page={data.page}
            pageCount={data.totalPages}
            label={t('myEvents.pagination')}
            onPageChange={(next) => {
              update({ page: next });
              window.scrollTo({ top: 0 });
            }}
          />
        }
      >
        {data.items.map((item) => {
          const { event } = item;
          const title = pick(event.title);
          const status = eventStatus(event, now);
          return (
            <EventCard
              key={event.id}
              headingLevel={2}
              title={title}
              href={`/events/${event.id}`}
              renderLink={routerLink}
              startAt={event.startsAt}
              endAt={event.endsAt}
              scheduleText={eventTime(event, 'short')}
              mode={event.mode}
              location={event.location ?? undefined}
              status={status}
              action={
                <MyEventActions
                  item={item}
                  title={title}
                  isPast={status === 'past'}
                  feedUrl={feedUrl}
                  onCancel={() => setCancelling({ id: event.id, title })}
                />
              }
            />
          );
        })}
      </CardGrid>
      <CancelRegistrationDialog
        target={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          void mutate();
        }}
      />
    </>
  );
}
