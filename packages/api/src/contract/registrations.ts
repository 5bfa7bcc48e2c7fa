import { z } from '@hono/zod-openapi';
import { SafeUrl } from './urls';

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
