import { http, HttpResponse } from 'msw';
import type { CalendarFeed, MyEvent, MyEventTab } from '@ajar/api/contract';
import {
  pastEvents,
  upcomingEvents,
  withoutLink,
} from '../../../shared/fixtures/EventsPage.fixtures';
import { mockRoute } from '../../../api';

const MINUTE_MS = 60_000;
const FEED = '/v1/schedule.ics?feed=Zk9yRXhhbXBsZU9ubHlOb3RBUmVhbFRva2VuMTIzNA';
const RENEWED = '/v1/schedule.ics?feed=UmVuZXdlZEV4YW1wbGVOb3RBUmVhbFRva2VuNTY3OA';
const feedOf = (url: string): CalendarFeed => ({ url, registeredUrl: `${url}&only=registered` });

const registration = (event: (typeof upcomingEvents)[number], more: Partial<MyEvent> = {}) =>
  ({
    event: withoutLink(event),
    registeredAt: '2026-11-02T03:00:00.000Z',
    cancelledAt: null,
    attendance: 'unknown',
    canCancel: true,
    joinOpensAt: new Date(Date.parse(event.startsAt) - 30 * MINUTE_MS).toISOString(),
    joinUrl: null,
    ...more,
  }) satisfies MyEvent;

/**
 * An online event starting ten minutes after the story calendar's "now" (10.00 WIB on
 * 23 November 2026, .storybook/story-clock.ts): its link is already given, and its time reads
 * the same in every run and screenshot (the calendar's clock runs on from there, and the event
 * lasts two hours).
 */
const STARTING_SOON_AT = Date.parse('2026-11-23T10:10:00+07:00');

export function startingSoon(): MyEvent {
  const starts = STARTING_SOON_AT;
  const [online] = upcomingEvents.filter((e) => e.mode === 'online') as [
    (typeof upcomingEvents)[number],
  ];
  return registration(
    {
      ...online,
      id: 90,
      title: { id: 'Klinik Tanya Jawab Excel', en: 'Excel Questions Clinic' },
      startsAt: new Date(starts).toISOString(),
      endsAt: new Date(starts + 120 * MINUTE_MS).toISOString(),
    },
    { joinUrl: 'https://meet.example.com/ajar-excel' },
  );
}

export const myUpcoming: MyEvent[] = upcomingEvents.slice(0, 3).map((e) => registration(e));
export const myPast: MyEvent[] = pastEvents.map((e, index) =>
  registration(e, { canCancel: false, attendance: index === 0 ? 'attended' : 'absent' }),
);
export const myCancelled: MyEvent[] = [
  registration(upcomingEvents[3]!, { canCancel: false, cancelledAt: '2026-11-20T02:00:00.000Z' }),
];

/**
 * GET /v1/my-events by tab, DELETE of a registration (moving it to cancelled), and the
 * calendar feed with its renewal. `sent` keeps what the page asked for.
 */
export function myEventsApi(tabs: Partial<Record<MyEventTab, MyEvent[]>>) {
  const lists: Record<MyEventTab, MyEvent[]> = {
    upcoming: [...(tabs.upcoming ?? [])],
    past: [...(tabs.past ?? [])],
    cancelled: [...(tabs.cancelled ?? [])],
  };
  const sent = { cancelled: [] as number[], renewed: 0 };
  let feed = feedOf(FEED);
  const handlers = [
    http.get(mockRoute('/my-events'), ({ request }) => {
      const tab = (new URL(request.url).searchParams.get('tab') ?? 'upcoming') as MyEventTab;
      const items = lists[tab];
      return HttpResponse.json({
        items,
        page: 1,
        pageSize: 12,
        total: items.length,
        totalPages: 1,
      });
    }),
    http.delete(mockRoute('/events/{id}/registration'), ({ params }) => {
      const id = Number(params.id);
      sent.cancelled.push(id);
      const item = lists.upcoming.find((i) => i.event.id === id);
      lists.upcoming = lists.upcoming.filter((i) => i.event.id !== id);
      if (item)
        lists.cancelled.unshift({
          ...item,
          canCancel: false,
          cancelledAt: new Date().toISOString(),
        });
      return HttpResponse.json({ registered: false, registeredAt: null, attendees: 0, url: null });
    }),
    http.get(mockRoute('/calendar-feed'), () => HttpResponse.json(feed)),
    http.post(mockRoute('/calendar-feed'), () => {
      sent.renewed += 1;
      feed = feedOf(RENEWED);
      return HttpResponse.json(feed);
    }),
  ];
  return { handlers, sent };
}
