import { http, HttpResponse } from 'msw';
import type { Event } from '@ajar/api/contract';
import { allEvents } from '../../../shared/fixtures/EventsPage.fixtures';
import { dayInZone as jakartaDay } from '../../../shared/dates/eventTime';
import { apiPath, mockRoute } from '../../../api';

/**
 * GET /v1/schedule as the API answers it: the events overlapping [from, to). `requests`
 * keeps every query the page sent.
 */
export function scheduleApi(events: Event[] = allEvents) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(mockRoute('/schedule'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const from = Date.parse(query.get('from') ?? '');
    const to = Date.parse(query.get('to') ?? '');
    const items = events.filter(
      (event) => Date.parse(event.startsAt) < to && Date.parse(event.endsAt) >= from,
    );
    return HttpResponse.json({ items });
  });
  return { handler, requests };
}

/** A signed-in person's own feed address, as GET /v1/calendar-feed answers it. */
export const FEED_URL = apiPath('/schedule.ics', {
  query: { feed: 'Zk9yRXhhbXBsZU9ubHlOb3RBUmVhbFRva2VuMTIzNA' },
});
export const calendarFeedHandler = http.get(mockRoute('/calendar-feed'), () =>
  HttpResponse.json({ url: FEED_URL, registeredUrl: `${FEED_URL}&only=registered` }),
);

const HOUR_MS = 3_600_000;

/** Two events today and one in three days, for the current month's view. */
export function eventsAroundNow(): Event[] {
  // Midday of today's date in Jakarta, so the events stay inside that date there.
  const noon = Date.parse(`${jakartaDay(Date.now())}T12:00:00+07:00`);
  const at = (offsetHours: number) => new Date(noon + offsetHours * HOUR_MS).toISOString();
  const [first, second] = allEvents;
  return [
    { ...first!, id: 201, startsAt: at(-2), endsAt: at(-1) },
    { ...second!, id: 202, startsAt: at(1), endsAt: at(3) },
  ];
}
