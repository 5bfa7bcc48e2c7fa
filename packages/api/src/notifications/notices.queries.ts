import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The names notifications quote, read inside the caller's transaction. */
export function courseName(db: Kysely<Schema>, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'company_id', 'title_id', 'title_en'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
}

export function eventName(db: Kysely<Schema>, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'company_id', 'title_id', 'title_en', 'starts_at'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
}

export function enrolmentOwner(db: Kysely<Schema>, enrolmentId: number) {
  return db
    .selectFrom('enrolments')
    .select(['id', 'user_id', 'company_id', 'course_id'])
    .where('id', '=', enrolmentId)
    .executeTakeFirstOrThrow();
}
