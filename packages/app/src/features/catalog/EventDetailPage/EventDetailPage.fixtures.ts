import { http, HttpResponse } from 'msw';
import type { EventRegistration } from '@ajar/api/contract';
import { allEvents, pastEvents } from '../../../shared/fixtures/EventsPage.fixtures';
import { mockRoute } from '../../../api';

const REGISTERED_AT = '2031-02-20T03:00:00.000Z';

/**
 * The registration endpoints with state, as the API keeps it: register (201, then 200),
 * cancel (404 when there is nothing to cancel), past events refused. `calls` records what
 * the page sent.
 */
export function registrationApi(initial: { registered: boolean; attendees: number }) {
  const state: EventRegistration = {
    registered: initial.registered,
    registeredAt: initial.registered ? REGISTERED_AT : null,
    attendees: initial.attendees,
    url: null,
  };
  // Registering is what hands out the meeting link, as the API does.
  const linkOf = (id: unknown) => allEvents.find((event) => String(event.id) === id)?.url ?? null;
  const calls: string[] = [];
  const path = mockRoute('/events/{id}/registration');
  const isPast = (id: unknown) => pastEvents.some((event) => String(event.id) === id);
  const handlers = [
    http.get(path, ({ params }) =>
      HttpResponse.json({ ...state, url: state.registered ? linkOf(params.id) : null }),
    ),
    http.post(path, ({ params }) => {
      calls.push('POST');
      if (isPast(params.id))
        return HttpResponse.json(
          {
            error: {
              code: 'event_past',
              message: 'Acara ini sudah berakhir sehingga pendaftaran ditutup',
            },
          },
          { status: 400 },
        );
      if (state.registered) return HttpResponse.json(state);
      Object.assign(state, {
        registered: true,
        registeredAt: REGISTERED_AT,
        attendees: state.attendees + 1,
        url: linkOf(params.id),
      });
      return HttpResponse.json(state, { status: 201 });
    }),
    http.delete(path, () => {
      calls.push('DELETE');
      if (!state.registered)
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'Pendaftaran tidak ditemukan' } },
          { status: 404 },
        );
      Object.assign(state, {
        registered: false,
        registeredAt: null,
        attendees: state.attendees - 1,
        url: null,
      });
      return HttpResponse.json(state);
    }),
  ];
  return { handlers, calls, state };
}
