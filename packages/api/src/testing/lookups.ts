import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

// Seeded rows the tests name the way a reader would (a course's English title, a user's
// email), so a test does not depend on the ids the seed happened to give them.

export async function courseIdByTitle(db: Kysely<Schema>, titleEn: string): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('title_en', '=', titleEn)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userByEmail(
  db: Kysely<Schema>,
  email: string,
): Promise<{ id: number; company_id: number }> {
  return db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** A course's content ids in course order. */
export async function contentIdsInOrder(db: Kysely<Schema>, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .select('c.id')
    .where('s.course_id', '=', courseId)
    .orderBy('s.position')
    .orderBy('c.position')
    .execute();
  return rows.map((r) => r.id);
}
