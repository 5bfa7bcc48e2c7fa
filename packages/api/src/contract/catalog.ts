import { z } from '@hono/zod-openapi';
import { CONTENT_TYPES } from './content-types';
import {
  IsoDate,
  IsoDateTime,
  LocalizedText,
  PageQuery,
  pageOf,
  positiveIntText,
  safeString,
} from './common';
import { SafeUrl } from './urls';

export const Category = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: LocalizedText,
    courseCount: z.number().int(),
  })
  .openapi('Category');
export type Category = z.infer<typeof Category>;

export const CourseSummary = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: LocalizedText,
    coverUrl: z.string().nullable(),
    displayType: z
      .number()
      .int()
      .min(0)
      .max(2)
      .openapi({ description: '0 Default, 1 Catalog, 2 Guideline' }),
    durationMinutes: z.number().int(),
    contentCount: z.number().int(),
    category: z.object({ id: z.number().int(), slug: z.string(), name: LocalizedText }).nullable(),
    trainer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .openapi('CourseSummary');
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseContent = z
  .object({
    id: z.number().int(),
    type: z.enum(CONTENT_TYPES),
    title: LocalizedText,
    durationMinutes: z.number().int(),
  })
  .openapi('CourseContent');

export const CourseSection = z
  .object({ id: z.number().int(), title: LocalizedText, contents: z.array(CourseContent) })
  .openapi('CourseSection');

export const CourseDetail = CourseSummary.extend({ sections: z.array(CourseSection) }).openapi(
  'CourseDetail',
);
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CourseQuery = PageQuery.extend({
  q: safeString().trim().max(100).optional(),
  category: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80)
    .optional()
    .openapi({ description: 'category slug' }),
  displayType: z.coerce.number().int().min(0).max(2).optional(),
});

export const CoursePage = pageOf(CourseSummary, 'CoursePage');

export const RoadmapSummary = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: LocalizedText,
    coverUrl: z.string().nullable(),
    courseCount: z.number().int(),
  })
  .openapi('RoadmapSummary');
export type RoadmapSummary = z.infer<typeof RoadmapSummary>;

export const RoadmapDetail = RoadmapSummary.extend({ courses: z.array(CourseSummary) }).openapi(
  'RoadmapDetail',
);
export type RoadmapDetail = z.infer<typeof RoadmapDetail>;

export const EVENT_MODES = ['online', 'offline'] as const;
export const EVENT_WHEN = ['upcoming', 'past'] as const;

export const Event = z
  .object({
    id: z.number().int(),
    title: LocalizedText,
    description: LocalizedText,
    mode: z.enum(EVENT_MODES),
    location: z.string().nullable(),
    url: SafeUrl.nullable().openapi({
      description:
        'Meeting link: only for people registered for the event and the company’s staff, else null',
    }),
    coverUrl: z.string().nullable(),
    startsAt: z.string().openapi({ format: 'date-time' }),
    endsAt: z.string().openapi({ format: 'date-time' }),
    timeZone: z
      .string()
      .openapi({ description: 'IANA time zone the event is held in', example: 'Asia/Jakarta' }),
  })
  .openapi('Event');
export type Event = z.infer<typeof Event>;

export const EventQuery = PageQuery.extend({
  when: z.enum(EVENT_WHEN).default('upcoming'),
  mode: z.enum(EVENT_MODES).optional(),
});
export const EventPage = pageOf(Event, 'EventPage');

/** At most this many days in one schedule request. */
export const MAX_SCHEDULE_DAYS = 366;

export const ScheduleQuery = z.object({
  from: IsoDateTime().or(IsoDate()),
  to: IsoDateTime().or(IsoDate()),
});
export const Schedule = z.object({ items: z.array(Event) }).openapi('Schedule');

/** A personal calendar feed token: long, random, and replaced (revoking the old) on demand. */
export const CalendarFeedQuery = z.object({
  feed: safeString().min(20).max(100).optional().openapi({ description: 'Personal feed token' }),
  only: z.enum(['registered']).optional().openapi({
    description: 'With `feed`: only the events its owner is registered for (not cancelled)',
  }),
  event: positiveIntText().optional().openapi({
    description: 'With `feed`: just this event, if its owner is registered, as a download',
  }),
});

export const CalendarFeed = z
  .object({
    url: z.string().openapi({
      description: 'Path of the caller’s personal iCalendar feed; keep it private',
      example: '/v1/schedule.ics?feed=7rX0…',
    }),
    registeredUrl: z.string().openapi({
      description: 'The same feed with only the events the caller is registered for',
      example: '/v1/schedule.ics?feed=7rX0…&only=registered',
    }),
  })
  .openapi('CalendarFeed');
export type CalendarFeed = z.infer<typeof CalendarFeed>;
