import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Breadcrumb,
  EmptyState,
  EventDetails,
  EventDetailsSkeleton,
  Link,
  PageHeader,
  safeHref,
} from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import type { Event } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { useHead } from '../../../shared/head/useHead';
import { useSession } from '../../../session';
import { AppLink } from '../../../shared/shell/AppLink';
import { eventStatus } from '../../../shared/dates/eventTime';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { RegistrationAction } from './RegistrationAction';
import { useRegistration } from './useRegistration';
import { apiPath } from '../../../api';

/** One event: when and where, what it is about, and registering for it. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { id = '' } = useParams();
  const eventId = Number.parseInt(id, 10);
  const isValidId = Number.isInteger(eventId) && eventId > 0 && String(eventId) === id;
  const { data, error, isLoading, isValidating, retry } = useApi(
    isValidId ? apiPath('/events/{id}', { path: { id: eventId } }) : null,
  );
  const isSignedIn = useSession() !== null;
  const registration = useRegistration(eventId, isSignedIn && isValidId && Boolean(data));
  const title = data ? pick(data.title) : t('pages.eventDetail.title');
  useHead(title);

  const header = (
    <PageHeader
      title={title}
      breadcrumb={
        <Breadcrumb
          label={t('nav.breadcrumb')}
          items={[{ label: t('pages.events.title'), href: '/events' }, { label: title }]}
          renderLink={({ href, children }) => <RouterLink to={href}>{children}</RouterLink>}
        />
      }
    />
  );

  if (!isValidId || error?.status === 404)
    return (
      <>
        {header}
        <EmptyState
          title={t('events.detail.notFound')}
          description={t('events.detail.notFoundHint')}
          action={<AppLink to="/events">{t('events.detail.back')}</AppLink>}
        />
      </>
    );

  return (
    <>
      {header}
      {isLoading && <EventDetailsSkeleton label={t('events.detail.loading')} />}
      {error && (
        <LoadErrorState
          error={error}
          title={t('events.detail.error')}
          description={t('events.errorHint')}
          onRetry={retry}
          isRetrying={isValidating}
        />
      )}
      {data && <Details event={data} registration={registration} isSignedIn={isSignedIn} />}
    </>
  );
}

interface DetailsProps {
  event: Event;
  registration: ReturnType<typeof useRegistration>;
  isSignedIn: boolean;
}

function Details({ event, registration, isSignedIn }: DetailsProps) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const pick = useLocalized();
  const status = eventStatus(event);
  const attendees = registration.data?.attendees;
  const isOnline = event.mode === 'online';
  // The API hands the link to those registered (with their registration) and to staff.
  const meetingUrl = safeHref(registration.data?.url ?? event.url);
  let location: ReactNode = event.location ?? undefined;
  if (isOnline)
    location = meetingUrl ? (
      <Link href={meetingUrl} isExternal>
        {meetingUrl}
      </Link>
    ) : status === 'past' ? undefined : (
      t('events.detail.linkAfterRegistering')
    );

  return (
    <EventDetails
      detailsTitle={t('events.detail.details')}
      aboutTitle={t('events.detail.about')}
      about={pick(event.description)}
      schedule={<time dateTime={event.startsAt}>{eventTime(event, 'long')}</time>}
      mode={event.mode}
      location={location}
      locationLabel={isOnline ? t('events.detail.meetingLink') : undefined}
      facts={
        attendees === undefined
          ? []
          : [
              {
                label: t('events.detail.attendeesLabel'),
                value: t('events.detail.attendees', { count: attendees }),
                icon: 'people',
              },
            ]
      }
      status={status}
      action={
        <RegistrationAction
          eventId={event.id}
          status={status}
          isSignedIn={isSignedIn}
          registration={registration}
        />
      }
    />
  );
}
