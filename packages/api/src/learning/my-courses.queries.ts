import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { courseSummaries } from '../catalog/courses.queries';
import type { OrderedContent } from './progress';

/** My enrolments, most recent activity first, each with its valid certificate's code. */
export async function myEnrolments(db: Kysely<Schema>, companyId: number, userId: number) {
  return db
    .selectFrom('enrolments')
    .leftJoin('certificates', (join) =>
      join
        .onRef('certificates.enrolment_id', '=', 'enrolments.id')
        .on('certificates.revoked_at', 'is', null),
    )
    .selectAll('enrolments')
    .select('certificates.code as certificate_code')
    .where('enrolments.company_id', '=', companyId)
    .where('enrolments.user_id', '=', userId)
    .orderBy('enrolments.last_activity_at', 'desc')
    .orderBy('enrolments.id', 'desc')
    .execute();
}

/**
 * Every content of these courses in each course's order, with the final quiz's id where the
 * content is one: one query for all my courses, not one per course.
 */
export async function contentsOfCourses(
  db: Kysely<Schema>,
  courseIds: readonly number[],
): Promise<(OrderedContent & { courseId: number; finalQuizId: number | null })[]> {
  return db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .leftJoin('quizzes as q', (join) =>
      join.onRef('q.content_id', '=', 'c.id').on('c.content_type', '=', 'Final Quiz'),
    )
    .select([
      's.course_id as courseId',
      'c.id',
      'c.section_id as sectionId',
      'c.content_type as type',
      'c.title_id as titleId',
      'c.title_en as titleEn',
      'c.duration_minutes as durationMinutes',
      'q.id as finalQuizId',
    ])
    .where('s.course_id', 'in', courseIds)
    .orderBy('s.course_id')
    .orderBy('s.position')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** The contents these enrolments completed, and when. */
export async function completedOfEnrolments(db: Kysely<Schema>, enrolmentIds: readonly number[]) {
  return db
    .selectFrom('content_progress')
    .select(['enrolment_id', 'content_id', 'completed_at'])
    .where('enrolment_id', 'in', enrolmentIds)
    .execute();
}

/**
 * For each quiz content these enrolments tried (any attempt, open or submitted): how many
 * attempts were submitted and how many of those passed.
 */
export async function attemptsOfEnrolments(db: Kysely<Schema>, enrolmentIds: readonly number[]) {
  return (
    db
      .selectFrom('attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .select([
        'a.enrolment_id',
        'q.content_id',
        sql<number>`(count(*) filter (where a.submitted_at is not null))::int`.as('submitted'),
        sql<number>`(count(*) filter (where a.submitted_at is not null and a.passed))::int`.as(
          'passed',
        ),
      ])
      .where('a.enrolment_id', 'in', enrolmentIds)
      // Attempts are of a course's quizzes only; an evaluation form (no content) has none.
      .where('q.content_id', 'is not', null)
      .$narrowType<{ content_id: number }>()
      .groupBy(['a.enrolment_id', 'q.content_id'])
      .execute()
  );
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
