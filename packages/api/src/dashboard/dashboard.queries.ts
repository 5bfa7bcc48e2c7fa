import { sql, type Kysely } from 'kysely';
import { DASHBOARD_RECENT_CERTIFICATES } from '../contract/dashboard';
import type { EventRow } from '../catalog/events.queries';
import type { Schema } from '../db/schema';

/**
 * The dashboard's SQL: each tile is one query over the caller's own rows, scoped by company
 * and user, so the whole dashboard is a fixed handful of queries however much I have.
 */

/** My enrolments with their course titles, most recent activity first. */
export function enrolmentsWithCourse(db: Kysely<Schema>, companyId: number, userId: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .selectAll('e')
    .select(['c.title_id', 'c.title_en'])
    .where('e.company_id', '=', companyId)
    .where('c.company_id', '=', companyId)
    .where('e.user_id', '=', userId)
    .orderBy('e.last_activity_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}
export type EnrolmentWithCourse = Awaited<ReturnType<typeof enrolmentsWithCourse>>[number];

/** The first event I am registered for that has not ended; its link is mine to see. */
export function nextRegisteredEvent(
  db: Kysely<Schema>,
  companyId: number,
  userId: number,
  now: Date,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .innerJoin('event_registrations as r', 'r.event_id', 'events.id')
    .selectAll('events')
    .select(sql<boolean>`true`.as('link_visible'))
    .where('events.company_id', '=', companyId)
    .where('r.company_id', '=', companyId)
    .where('r.user_id', '=', userId)
    .where('events.ends_at', '>=', now)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The first scheduled meeting content, not attended yet and not over, in a course I am
 * enrolled in: the class meeting I should be at next.
 */
export function nextMeetingContent(
  db: Kysely<Schema>,
  companyId: number,
  userId: number,
  now: Date,
) {
  return db
    .selectFrom('course_contents as ct')
    .innerJoin('course_sections as s', 's.id', 'ct.section_id')
    .innerJoin('courses as c', 'c.id', 's.course_id')
    .innerJoin('enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', userId),
    )
    .leftJoin('content_progress as p', (join) =>
      join.onRef('p.enrolment_id', '=', 'e.id').onRef('p.content_id', '=', 'ct.id'),
    )
    .select([
      'c.id as course_id',
      'c.title_id as course_title_id',
      'c.title_en as course_title_en',
      'ct.id',
      'ct.title_id',
      'ct.title_en',
      'ct.meeting_starts_at',
      'ct.meeting_ends_at',
      'ct.duration_minutes',
      'ct.meeting_mode',
      'ct.meeting_url',
      'ct.meeting_location',
    ])
    .where('c.company_id', '=', companyId)
    .where('e.company_id', '=', companyId)
    .where('ct.content_type', '=', 'Meeting')
    .where('ct.meeting_starts_at', 'is not', null)
    .where('p.content_id', 'is', null)
    .where(
      sql<boolean>`coalesce(ct.meeting_ends_at, ct.meeting_starts_at + ct.duration_minutes * interval '1 minute') >= ${now}`,
    )
    .orderBy('ct.meeting_starts_at')
    .orderBy('ct.id')
    .limit(1)
    .executeTakeFirst();
}

/** My newest certificates, and how many of all of mine are still valid now. */
export async function certificateGlance(
  db: Kysely<Schema>,
  companyId: number,
  userId: number,
  now: Date,
) {
  const mine = db
    .selectFrom('certificates as ce')
    .where('ce.company_id', '=', companyId)
    .where('ce.user_id', '=', userId);
  const [recent, count] = await Promise.all([
    mine
      .innerJoin('courses as co', 'co.id', 'ce.course_id')
      .select([
        'ce.code',
        'ce.issued_at',
        'ce.expires_at',
        'ce.revoked_at',
        'co.id as course_id',
        'co.title_id',
        'co.title_en',
      ])
      .orderBy('ce.issued_at', 'desc')
      .orderBy('ce.id', 'desc')
      .limit(DASHBOARD_RECENT_CERTIFICATES)
      .execute(),
    mine
      .select(sql<number>`count(*)::int`.as('valid'))
      .where('ce.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('ce.expires_at', 'is', null), eb('ce.expires_at', '>=', now)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { recent, valid: count.valid };
}

/**
 * My direct reports (the supervisor line HR keeps, in my company) and, over their enrolments,
 * how many unfinished ones are past due at `now` and how many were finished since `since`.
 */
export async function teamGlance(
  db: Kysely<Schema>,
  companyId: number,
  supervisorId: number,
  now: Date,
  since: Date,
) {
  return db
    .selectFrom('users as u')
    .leftJoin('enrolments as e', (join) =>
      join.onRef('e.user_id', '=', 'u.id').on('e.company_id', '=', companyId),
    )
    .select([
      sql<number>`count(distinct u.id)::int`.as('members'),
      sql<number>`count(e.id) filter (where e.completed_at is null and e.due_at < ${now})::int`.as(
        'overdue',
      ),
      sql<number>`count(e.id) filter (where e.completed_at >= ${since})::int`.as(
        'completedThisMonth',
      ),
    ])
    .where('u.company_id', '=', companyId)
    .where('u.supervisor_id', '=', supervisorId)
    .executeTakeFirstOrThrow();
}

/** The follow-up questions asked of me still waiting for my answer: earliest due first. */
export function openQuestionsOf(db: Kysely<Schema>, companyId: number, personId: number) {
  return db
    .selectFrom('team_questions as q')
    .innerJoin('users as a', 'a.id', 'q.asker_id')
    .select([
      'q.id',
      'a.name as asker',
      sql<string | null>`to_char(q.due_on, 'YYYY-MM-DD')`.as('due_on'),
      sql<number>`count(*) over ()::int`.as('count'),
    ])
    .where('q.company_id', '=', companyId)
    .where('q.person_id', '=', personId)
    .where('q.status', '=', 'open')
    .orderBy(sql`q.due_on asc nulls last`)
    .orderBy('q.created_at')
    .orderBy('q.id')
    .limit(1)
    .executeTakeFirst();
}
