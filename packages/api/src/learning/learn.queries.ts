import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** One content of a course with everything the player shows of it. */
export const contentRow = (db: Kysely<Schema>, contentId: number) =>
  db
    .selectFrom('course_contents')
    .selectAll()
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
export type ContentRow = Awaited<ReturnType<typeof contentRow>>;
