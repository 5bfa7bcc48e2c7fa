import { sql, type Kysely } from 'kysely';
import type { RoadmapSummary } from '../contract/catalog';
import type { Schema } from '../db/schema';
import { courseSummaries } from './courses.queries';

const roadmapSummaries = (db: Kysely<Schema>, companyId: number) =>
  db
    .selectFrom('roadmaps')
    .select((eb) => [
      'roadmaps.id',
      'roadmaps.title_id',
      'roadmaps.title_en',
      'roadmaps.description_id',
      'roadmaps.description_en',
      'roadmaps.cover_url',
      eb
        .selectFrom('roadmap_courses')
        .whereRef('roadmap_courses.roadmap_id', '=', 'roadmaps.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('course_count'),
    ])
    .where('roadmaps.company_id', '=', companyId);

type Row = Awaited<ReturnType<ReturnType<typeof roadmapSummaries>['execute']>>[number];

export const toRoadmapSummary = (r: Row): RoadmapSummary => ({
  id: r.id,
  title: { id: r.title_id, en: r.title_en },
  description: { id: r.description_id, en: r.description_en },
  coverUrl: r.cover_url,
  courseCount: r.course_count ?? 0,
});

/** A company's roadmaps, oldest first. */
export function listRoadmaps(db: Kysely<Schema>, companyId: number) {
  return roadmapSummaries(db, companyId).orderBy('roadmaps.id').execute();
}

/** One roadmap of a company; undefined for another company's or none. */
export function findRoadmap(db: Kysely<Schema>, companyId: number, roadmapId: number) {
  return roadmapSummaries(db, companyId).where('roadmaps.id', '=', roadmapId).executeTakeFirst();
}

/** A roadmap's courses in the order the roadmap takes them. */
export function roadmapCourses(db: Kysely<Schema>, companyId: number, roadmapId: number) {
  return courseSummaries(db, companyId)
    .innerJoin('roadmap_courses', 'roadmap_courses.course_id', 'courses.id')
    .where('roadmap_courses.roadmap_id', '=', roadmapId)
    .orderBy('roadmap_courses.position')
    .execute();
}
