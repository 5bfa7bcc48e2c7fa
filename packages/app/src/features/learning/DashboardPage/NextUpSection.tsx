import { useTranslation } from 'react-i18next';
import { CardGrid, EventCard, PageSection } from '@ajar/ui';
import type { Event, NextMeeting } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { eventStatus } from '../../../shared/dates/eventTime';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { routerLink } from '../../../shared/shell/routerLink';
import { learnPath } from '../shared/myCoursePaths';

/**
 * The next event I registered for and the next meeting of my courses, timed as the events
 * pages time them: in the event's own zone, with mine beside it when it differs.
 */
export function NextUpSection({
  event,
  meeting,
}: {
  event: Event | null;
  meeting: NextMeeting | null;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const eventTime = useEventTime();
  const heading = t('dashboard.next.title');
  if (!event && !meeting)
    return (
      <PageSection
        title={heading}
        seeAllHref="/events"
        seeAllLabel={t('dashboard.next.browseEvents')}
        renderLink={routerLink}
      >
        <p>{t('dashboard.next.empty')}</p>
      </PageSection>
    );
  return (
    <PageSection title={heading}>
      <CardGrid aria-label={heading}>
        {event && (
          <EventCard
            title={pick(event.title)}
            href={`/events/${event.id}`}
            renderLink={routerLink}
            startAt={event.startsAt}
            endAt={event.endsAt}
            timeZone={event.timeZone}
            scheduleText={eventTime(event, 'short')}
            mode={event.mode}
            location={event.location ?? undefined}
            status={eventStatus(event)}
          />
        )}
        {meeting && (
          <EventCard
            title={pick(meeting.title)}
            href={learnPath(meeting.course.id, meeting.contentId)}
            renderLink={routerLink}
            startAt={meeting.startsAt}
            endAt={meeting.endsAt}
            scheduleText={eventTime(meeting, 'short')}
            mode={meeting.mode}
            location={
              meeting.location ??
              t('dashboard.next.meetingOf', { title: pick(meeting.course.title) })
            }
            status={eventStatus(meeting)}
          />
        )}
      </CardGrid>
    </PageSection>
  );
}
