import type { EventStatus } from '@ajar/ui';
import type { Event } from '@ajar/api/contract';

/** Where an event is in time, for its card's badge. */
export function eventStatus(
  event: Pick<Event, 'startsAt' | 'endsAt'>,
  now = Date.now(),
): EventStatus {
  if (now < Date.parse(event.startsAt)) return 'upcoming';
  return now <= Date.parse(event.endsAt) ? 'ongoing' : 'past';
}
