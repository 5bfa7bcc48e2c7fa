import { useTranslation } from 'react-i18next';
import { Card, CardGrid, EventCard, PageSection, Skeleton, SkeletonGroup } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { routerLink } from '../../../shared/shell/routerLink';
import { AsyncView } from '../../../shared/async/AsyncView';
import { eventStatus } from '../../../shared/dates/eventTime';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { HOME_EVENTS, HOME_PATHS } from './homeQueries';

/** The next events, soonest first, with a link to all of them. */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const eventTime = useEventTime();
  const events = useApi(HOME_PATHS.events);
  const label = t('homePage.events.title');
  return (
    <PageSection
      title={label}
      seeAllHref="/events"
      seeAllLabel={t('homePage.seeAll')}
      renderLink={routerLink}
    >
      <AsyncView
        {...events}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonGroup label={t('homePage.events.loading')}>
            <CardGrid>
              {Array.from({ length: HOME_EVENTS }, (_, index) => (
                <Card key={`loading-${index}`}>
                  <Skeleton width="30%" />
                  <Skeleton lines={3} />
                </Card>
              ))}
            </CardGrid>
          </SkeletonGroup>
        }
        errorTitle={t('homePage.events.error')}
        emptyTitle={t('homePage.events.empty')}
        emptyDescription={t('homePage.events.emptyDescription')}
        headingLevel={3}
      >
        {(data) => (
          <CardGrid aria-label={label}>
            {data.items.map((event) => (
              <EventCard
                key={event.id}
                title={pick(event.title)}
                headingLevel={3}
                href={`/events/${event.id}`}
                renderLink={routerLink}
                startAt={event.startsAt}
                endAt={event.endsAt}
                scheduleText={eventTime(event, 'short')}
                mode={event.mode}
                location={event.location ?? undefined}
                status={eventStatus(event)}
              />
            ))}
          </CardGrid>
        )}
      </AsyncView>
    </PageSection>
  );
}
