import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * The achievements' SQL, every query scoped by company. `from` is the period's first moment
 * (null: all time) and `fromDay` its first company day, which the points ledger keeps per row.
 * Who is on my team is read by the team's own queries (team.queries.ts).
 */

const completed = (db: Db, companyId: number, from: Date | null) => {
  let query = db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .where('e.company_id', '=', companyId)
    .where('c.company_id', '=', companyId)
    .where('e.completed_at', 'is not', null);
  if (from) query = query.where('e.completed_at', '>=', from);
  return query;
};

const validCertificates = (db: Db, companyId: number, from: Date | null, now: Date) => {
  let query = db
    .selectFrom('certificates as ce')
    .innerJoin('courses as c', 'c.id', 'ce.course_id')
    .where('ce.company_id', '=', companyId)
    .where('ce.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('ce.expires_at', 'is', null), eb('ce.expires_at', '>', now)]));
  if (from) query = query.where('ce.issued_at', '>=', from);
  return query;
};

const ledger = (db: Db, companyId: number, fromDay: string | null) => {
  let query = db.selectFrom('point_events as p').where('p.company_id', '=', companyId);
  if (fromDay) query = query.where('p.day_key', '>=', fromDay);
  return query;
};

const COUNT = sql<number>`count(*)::int`.as('count');

export function completedCounts(db: Db, companyId: number, userIds: number[], from: Date | null) {
  if (userIds.length === 0) return Promise.resolve([]);
  return completed(db, companyId, from)
    .select(['e.user_id', COUNT])
    .where('e.user_id', 'in', userIds)
    .groupBy('e.user_id')
    .execute();
}

export function certificateCounts(
  db: Db,
  companyId: number,
  userIds: number[],
  period: { from: Date | null; now: Date },
) {
  if (userIds.length === 0) return Promise.resolve([]);
  return validCertificates(db, companyId, period.from, period.now)
    .select(['ce.user_id', COUNT])
    .where('ce.user_id', 'in', userIds)
    .groupBy('ce.user_id')
    .execute();
}

export function pointSums(db: Db, companyId: number, userIds: number[], fromDay: string | null) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ledger(db, companyId, fromDay)
    .select(['p.user_id', sql<number>`coalesce(sum(p.points), 0)::int`.as('points')])
    .where('p.user_id', 'in', userIds)
    .groupBy('p.user_id')
    .execute();
}

/** Everyone's whole ledger, oldest first: badges are decided over all of it. */
export function ledgersOf(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ledger(db, companyId, null)
    .select(['p.user_id', 'p.rule', 'p.points', 'p.occurred_at'])
    .where('p.user_id', 'in', userIds)
    .orderBy('p.occurred_at')
    .orderBy('p.id')
    .execute();
}

interface Page {
  limit: number;
  offset: number;
}

/** One person's completed courses, newest first, with their best final quiz score. */
export function completedCourses(
  db: Db,
  companyId: number,
  userId: number,
  from: Date | null,
  page: Page,
) {
  return completed(db, companyId, from)
    .select((eb) => [
      'c.id as course_id',
      'c.title_id',
      'c.title_en',
      'e.completed_at',
      eb
        .selectFrom('attempts as a')
        .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
        .innerJoin('course_contents as cc', 'cc.id', 'q.content_id')
        .select(sql<string | null>`max(a.score)::text`.as('score'))
        .whereRef('a.enrolment_id', '=', 'e.id')
        .where('cc.content_type', '=', 'Final Quiz')
        .where('a.submitted_at', 'is not', null)
        .as('score'),
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.completed_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One person's valid certificates issued in the period, newest first. */
export function certificatesOf(
  db: Db,
  companyId: number,
  userId: number,
  period: { from: Date | null; now: Date },
  page: Page,
) {
  return validCertificates(db, companyId, period.from, period.now)
    .select([
      'ce.code',
      'ce.issued_at',
      'ce.expires_at',
      'c.id as course_id',
      'c.title_id',
      'c.title_en',
    ])
    .where('ce.user_id', '=', userId)
    .orderBy('ce.issued_at', 'desc')
    .orderBy('ce.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One person's ledger lines of the period, newest first, as their own history shows them. */
export function pointEventsOf(
  db: Db,
  companyId: number,
  userId: number,
  fromDay: string | null,
  page: Page,
) {
  return ledger(db, companyId, fromDay)
    .select([
      'p.id',
      'p.rule',
      'p.points',
      'p.occurred_at',
      'p.subject',
      'p.href',
      'p.capped',
      'p.reverses_id',
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.occurred_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many ledger lines the person has in the period (the points list's pages). */
export async function pointEventCount(
  db: Db,
  companyId: number,
  userId: number,
  fromDay: string | null,
) {
  const row = await ledger(db, companyId, fromDay)
    .select(COUNT)
    .where('p.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}
