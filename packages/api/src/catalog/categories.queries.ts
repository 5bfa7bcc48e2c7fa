import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** A company's categories by Indonesian name, each with how many courses it holds. */
export function categoriesWithCourseCounts(db: Kysely<Schema>, companyId: number) {
  return db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name_id',
      'categories.name_en',
      eb
        .selectFrom('courses')
        .whereRef('courses.category_id', '=', 'categories.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('course_count'),
    ])
    .where('categories.company_id', '=', companyId)
    .orderBy('categories.name_id')
    .execute();
}
