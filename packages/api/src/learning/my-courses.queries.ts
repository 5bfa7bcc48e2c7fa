import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { courseSummaries } from '../catalog/courses.queries';

/** My enrolments, most recent activity first. */
export async function myEnrolments(db: Kysely<Schema>, companyId: number, userId: number) {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The catalog's summaries of these courses of the company. */
export async function summariesOfCourses(
  db: Kysely<Schema>,
  companyId: number,
  courseIds: readonly number[],
) {
  return courseSummaries(db, companyId).where('courses.id', 'in', courseIds).execute();
}

/** The catalog's summary of one course of the company. */
export async function summaryOfCourse(db: Kysely<Schema>, companyId: number, courseId: number) {
  return courseSummaries(db, companyId)
    .where('courses.id', '=', courseId)
    .executeTakeFirstOrThrow();
}
