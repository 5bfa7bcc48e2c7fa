import { http, HttpResponse } from 'msw';
import type { EventRegistration } from '@ajar/api/contract';
import { pastEvents } from '../EventsPage/EventsPage.fixtures';

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
  };
  const calls: string[] = [];
  const path = '/v1/events/:id/registration';
  const isPast = (id: unknown) => pastEvents.some((event) => String(event.id) === id);
  const handlers = [
    http.get(path, () => HttpResponse.json(state)),
    http.post(path, ({ params }) => {
      calls.push('POST');
      if (isPast(params.id))
        return HttpResponse.json(
          { error: { code: 'event_past', message: 'Acara ini telah selesai' } },
          { status: 400 },
        );
      if (state.registered) return HttpResponse.json(state);
      Object.assign(state, {
        registered: true,
        registeredAt: REGISTERED_AT,
        attendees: state.attendees + 1,
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
      });
      return HttpResponse.json(state);
    }),
  ];
  return { handlers, calls, state };
}
