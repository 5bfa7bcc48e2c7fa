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
import type { useEventFilters } from './useEventFilters';

type Filters = ReturnType<typeof useEventFilters>;

/** Placeholder cards while a page loads: two rows on a wide screen. */
const SKELETON_CARDS = 6;

/** One page of events in the chosen tab: loading, failed, empty or the cards. */
export function EventResults({ when, mode, page, path, update }: Filters) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const eventTime = useEventTime();
  // One moment for the whole list, taken once: every card's status is judged against it.
  const [now] = useState(Date.now);
  // The current page stays on screen while the next one loads, instead of a flash of skeleton.
  const load = useApi(path, { keepPreviousData: true });
  const { data } = load;

  if (load.error || !data)
    return (
      <LoadPending
        load={load}
        error={{ title: t('events.error'), description: t('events.errorHint') }}
        loadingLabel={t('events.loading')}
      >
        <EventSkeletons count={SKELETON_CARDS} />
      </LoadPending>
    );
  if (data.items.length === 0) return <NoEvents {...{ when, mode, page, update }} />;

  return (
    <CardGrid
      aria-label={t(when === 'past' ? 'events.listPast' : 'events.listUpcoming')}
      footer={
        <Pagination
          page={data.page}
          pageCount={data.totalPages}
          label={t('events.pagination')}
          onPageChange={(next) => {
            update({ page: next });
            window.scrollTo({ top: 0 });
          }}
        />
      }
    >
      {data.items.map((event) => (
        <EventCard
          key={event.id}
          headingLevel={2}
          title={pick(event.title)}
          href={`/events/${event.id}`}
          renderLink={routerLink}
          startAt={event.startsAt}
          endAt={event.endsAt}
          scheduleText={eventTime(event, 'short')}
          mode={event.mode}
          location={event.location ?? undefined}
          status={eventStatus(event, now)}
        />
      ))}
    </CardGrid>
  );
}

function NoEvents({ when, mode, page, update }: Omit<Filters, 'path'>) {
  const { t } = useTranslation();
  if (page > 1)
    return (
      <EmptyState
        title={t('events.emptyPage')}
        action={<Button onClick={() => update({ page: 1 })}>{t('events.firstPage')}</Button>}
      />
    );
  return (
    <EmptyState
      title={t(when === 'past' ? 'events.emptyPast' : 'events.emptyUpcoming')}
      description={t(mode ? 'events.emptyFiltered' : 'events.emptyHint')}
      action={
        mode && (
          <Button variant="secondary" onClick={() => update({ mode: '' })}>
            {t('events.showAllModes')}
          </Button>
        )
      }
    />
  );
}
