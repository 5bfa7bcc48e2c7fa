import { z } from '@hono/zod-openapi';
import { CourseSummary, EVENT_MODES } from './catalog';
import { LocalizedText, orNull } from './common';

/**
 * Classes: cohorts ("angkatan") of learners who take a set of courses together with a
 * trainer, on dates and at a place or online. Classes belong to a program (e.g. "Sales
 * Academy"), and the site addresses both by path: /classes lists programs,
 * /classes/{program} a program's classes, /classes/{program}/{class} one class. Members are
 * placed in a class by their company (team management), so there is no self sign-up here.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const Slug = z.string().regex(SLUG_PATTERN).max(80);

/** Where a class is in time, from its dates and the request's clock. */
export const CLASS_STATUSES = ['upcoming', 'ongoing', 'finished'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const ClassSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    /** The path under /classes, e.g. "sales/batch-3". */
    path: z.string(),
    title: LocalizedText,
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    status: z.enum(CLASS_STATUSES),
    mode: z.enum(EVENT_MODES),
    location: z.string().nullable(),
    trainer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    capacity: z.number().int().positive(),
    memberCount: z.number().int(),
    courseCount: z.number().int(),
    /** True when the signed-in caller is a member of the class; false when signed out. */
    isMember: z.boolean(),
  })
  .openapi('ClassSummary');
export type ClassSummary = z.infer<typeof ClassSummary>;

export const ClassProgramSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: LocalizedText,
    description: LocalizedText,
    coverUrl: z.string().nullable(),
    classCount: z.number().int(),
    /** The next class to start or the one running now; null when all have finished. */
    nextClass: orNull(ClassSummary),
  })
  .openapi('ClassProgramSummary');
export type ClassProgramSummary = z.infer<typeof ClassProgramSummary>;

export const ClassProgramList = z
  .object({ items: z.array(ClassProgramSummary) })
  .openapi('ClassProgramList');
export type ClassProgramList = z.infer<typeof ClassProgramList>;

export const ClassProgramDetail = ClassProgramSummary.omit({ nextClass: true })
  .extend({
    /** Ongoing first, then upcoming by start date, then finished, newest first. */
    classes: z.array(ClassSummary),
  })
  .openapi('ClassProgramDetail');
export type ClassProgramDetail = z.infer<typeof ClassProgramDetail>;

export const ClassDetail = ClassSummary.extend({
  description: LocalizedText,
  program: z.object({ id: z.number().int(), slug: z.string(), title: LocalizedText }),
  /** The class's courses, in the order the class takes them. */
  courses: z.array(CourseSummary),
}).openapi('ClassDetail');
export type ClassDetail = z.infer<typeof ClassDetail>;

export const ClassProgramParams = z.object({
  program: Slug.openapi({ param: { name: 'program', in: 'path' }, example: 'sales' }),
});
export const ClassParams = ClassProgramParams.extend({
  class: Slug.openapi({ param: { name: 'class', in: 'path' }, example: 'batch-3' }),
});
