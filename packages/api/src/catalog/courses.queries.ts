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
