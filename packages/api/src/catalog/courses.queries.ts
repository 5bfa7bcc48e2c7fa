import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CourseSummary } from '../contract/catalog';
import type { Schema } from '../db/schema';

/** Columns every course listing needs, joined once. */
export function courseSummaries(db: Kysely<Schema>, companyId: number) {
  return db
    .selectFrom('courses')
    .leftJoin('categories', 'categories.id', 'courses.category_id')
    .leftJoin('users as trainer', 'trainer.id', 'courses.trainer_id')
    .select((eb) => [
      'courses.id',
      'courses.title_id',
      'courses.title_en',
      'courses.description_id',
      'courses.description_en',
      'courses.cover_url',
      'courses.display_type',
      'courses.duration_minutes',
      'categories.id as category_id',
      'categories.slug as category_slug',
      'categories.name_id as category_name_id',
      'categories.name_en as category_name_en',
      'trainer.id as trainer_id',
      'trainer.name as trainer_name',
      eb
        .selectFrom('course_contents')
        .innerJoin('course_sections', 'course_sections.id', 'course_contents.section_id')
        .whereRef('course_sections.course_id', '=', 'courses.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('content_count'),
    ])
    .where('courses.company_id', '=', companyId);
}

type Row = Awaited<ReturnType<ReturnType<typeof courseSummaries>['execute']>>[number];
export type CourseSummaryQuery = SelectQueryBuilder<Schema, 'courses', Row>;

export function toCourseSummary(row: Row): CourseSummary {
  return {
    id: row.id,
    title: { id: row.title_id, en: row.title_en },
    description: { id: row.description_id, en: row.description_en },
    coverUrl: row.cover_url,
    displayType: row.display_type,
    durationMinutes: row.duration_minutes,
    contentCount: row.content_count ?? 0,
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            slug: row.category_slug ?? '',
            name: { id: row.category_name_id ?? '', en: row.category_name_en ?? '' },
          },
    trainer: row.trainer_id === null ? null : { id: row.trainer_id, name: row.trainer_name ?? '' },
  };
}

/** LIKE pattern that matches the words literally (no user wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface CourseFilters {
  /** Words found in a title or description, in either language, case-insensitively. */
  q?: string;
  /** A category slug. */
  category?: string;
  displayType?: number;
}

/** One page of a company's courses matching the filters, by id, and how many match in all. */
export async function searchCourses(
  db: Kysely<Schema>,
  companyId: number,
  { q, category, displayType }: CourseFilters,
  page: number,
  pageSize: number,
) {
  let query = courseSummaries(db, companyId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('courses.title_id', 'ilike', pattern),
        eb('courses.title_en', 'ilike', pattern),
        eb('courses.description_id', 'ilike', pattern),
        eb('courses.description_en', 'ilike', pattern),
      ]),
    );
  }
  if (category) query = query.where('categories.slug', '=', category);
  if (displayType !== undefined) query = query.where('courses.display_type', '=', displayType);
  const total = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('courses.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: total.n, rows };
}

/** One course of a company as a listing shows it; undefined for another company's or none. */
export function courseSummary(db: Kysely<Schema>, companyId: number, courseId: number) {
  return courseSummaries(db, companyId).where('courses.id', '=', courseId).executeTakeFirst();
}

/** A course's sections and all their contents, each in order. */
export async function courseOutline(db: Kysely<Schema>, courseId: number) {
  const [sections, contents] = await Promise.all([
    db
      .selectFrom('course_sections')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('course_contents')
      .innerJoin('course_sections', 'course_sections.id', 'course_contents.section_id')
      .selectAll('course_contents')
      .where('course_sections.course_id', '=', courseId)
      .orderBy('course_contents.position')
      .execute(),
  ]);
  return { sections, contents };
}
