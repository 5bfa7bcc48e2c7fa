import { z } from '@hono/zod-openapi';
import { Event } from './catalog';
import { PageQuery, pageOf } from './common';
import { JOIN_OPENS_MINUTES } from './durations';
import { SafeUrl } from './urls';

export { JOIN_OPENS_MINUTES };

/** The caller's place at one event, and how many have registered in all. */
export const EventRegistration = z
  .object({
    registered: z.boolean(),
    registeredAt: z.string().nullable().openapi({ format: 'date-time' }),
    attendees: z.number().int().openapi({ description: 'Learners registered for the event' }),
    url: SafeUrl.nullable().openapi({
      description: 'The meeting link, once registered (null for offline events or before)',
    }),
  })
  .openapi('EventRegistration', {
    example: {
      registered: true,
      registeredAt: '2026-05-04T03:00:00.000Z',
      attendees: 12,
      url: 'https://meet.example.com/ajar-excel',
    },
  });
export type EventRegistration = z.infer<typeof EventRegistration>;

/** The tabs of "my events": not ended, ended, and registrations I cancelled. */
export const MY_EVENT_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type MyEventTab = (typeof MY_EVENT_TABS)[number];

/** Whether a registered person came: `unknown` until someone records it after the event. */
export const ATTENDANCE = ['unknown', 'attended', 'absent'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const MyEventQuery = PageQuery.extend({ tab: z.enum(MY_EVENT_TABS).default('upcoming') });

export const MyEvent = z
  .object({
    event: Event.openapi({
      description: 'The event; its `url` is always null here: the link comes as `joinUrl`',
    }),
    registeredAt: z.string().openapi({ format: 'date-time' }),
    cancelledAt: z.string().nullable().openapi({ format: 'date-time' }),
    attendance: z.enum(ATTENDANCE),
    canCancel: z.boolean().openapi({ description: 'Registered and the event has not started' }),
    joinOpensAt: z.string().openapi({
      format: 'date-time',
      description: `When the meeting link is given: ${JOIN_OPENS_MINUTES} minutes before the start`,
    }),
    joinUrl: SafeUrl.nullable().openapi({
      description:
        'The meeting link: only while registered, from `joinOpensAt` until the event ends; else null',
    }),
  })
  .openapi('MyEvent');
export type MyEvent = z.infer<typeof MyEvent>;
export const MyEventPage = pageOf(MyEvent, 'MyEventPage');
