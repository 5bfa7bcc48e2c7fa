import type { Kysely } from 'kysely';
import type { ContentType } from '../../contract/content-types';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';
import { AJAR_CORE_COURSES } from './courses-core';
import { AJAR_LIBRARY_COURSES, NUSANTARA_COURSES } from './courses-library';

/** [content type, Indonesian title, English title, minutes]: tuples keep the outlines readable. */
export type ContentSeed = readonly [ContentType, string, string, number];

export interface SectionSeed {
  title_id: string;
  title_en: string;
  contents: readonly ContentSeed[];
}

export interface CourseSeed {
  /** Lets roadmaps and notification links point at a course before it has an id. */
  key: string;
  /** Category slug of the same company. */
  category: string | null;
  /** Email of a trainer of the same company. */
  trainer: string | null;
  /** COURSE_DISPLAY_TYPE. */
  display_type: number;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  sections: readonly SectionSeed[];
}

export const COURSES: Record<CompanyKey, readonly CourseSeed[]> = {
  ajar: [...AJAR_CORE_COURSES, ...AJAR_LIBRARY_COURSES],
  nusantara: NUSANTARA_COURSES,
};

/** The course length shown on cards is the sum of its contents, so the two never disagree. */
export function courseMinutes(course: CourseSeed): number {
  return course.sections
    .flatMap((s) => s.contents)
    .reduce((total, [, , , minutes]) => total + minutes, 0);
}

function lookup(ids: ReadonlyMap<string, number>, key: string | null, what: string): number | null {
  if (key === null) return null;
  const id = ids.get(key);
  // A typo in the data would otherwise quietly seed a course without its trainer or category.
  if (id === undefined) throw new Error(`seed: unknown ${what} ${key}`);
  return id;
}

export interface InsertedCourses {
  ids: Map<string, number>;
  contents: number;
}

/**
 * Inserts courses with their sections and contents. Rows returned from a multi-row insert are
 * matched back by position rather than by order, which PostgreSQL does not promise.
 */
export async function insertCourses(
  db: Kysely<Schema>,
  companyId: number,
  courses: readonly CourseSeed[],
  categoryIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
): Promise<InsertedCourses> {
  const ids = new Map<string, number>();
  let contents = 0;
  for (const course of courses) {
    const { key, category, trainer, sections, ...text } = course;
    const { id: courseId } = await db
      .insertInto('courses')
      .values({
        ...text,
        company_id: companyId,
        category_id: lookup(categoryIds, category, 'category'),
        trainer_id: lookup(userIds, trainer, 'trainer'),
        cover_url: null,
        duration_minutes: courseMinutes(course),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, courseId);

    const sectionRows = await db
      .insertInto('course_sections')
      .values(
        sections.map((s, i) => ({
          course_id: courseId,
          position: i + 1,
          title_id: s.title_id,
          title_en: s.title_en,
        })),
      )
      .returning(['id', 'position'])
      .execute();
    const sectionIds = new Map(sectionRows.map((r) => [r.position, r.id]));

    const contentRows = sections.flatMap((s, i) => {
      const sectionId = sectionIds.get(i + 1);
      if (sectionId === undefined) throw new Error(`seed: section ${i + 1} of ${key} missing`);
      return s.contents.map(([content_type, title_id, title_en, duration_minutes], j) => ({
        section_id: sectionId,
        position: j + 1,
        content_type,
        title_id,
        title_en,
        duration_minutes,
      }));
    });
    await db.insertInto('course_contents').values(contentRows).execute();
    contents += contentRows.length;
  }
  return { ids, contents };
}
