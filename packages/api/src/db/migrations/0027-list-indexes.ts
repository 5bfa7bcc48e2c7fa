import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the reads every learner makes (issue 21's hot paths): a course's outline reads
 * its sections by course and their contents by section, in order; my courses, the learn
 * outline and a quiz's pass state read attempts by enrolment. Without them each was a scan of
 * the whole table, growing with every company's courses and every learner's attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index course_sections_course_idx on course_sections (course_id, position);
    create index course_contents_section_idx on course_contents (section_id, position);
    create index attempts_enrolment_idx on attempts (enrolment_id, quiz_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index attempts_enrolment_idx;
    drop index course_contents_section_idx;
    drop index course_sections_course_idx;
  `.execute(db);
}
