import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * The team reports' SQL, every query scoped by company. Reporting lines are read fresh on
 * each request (users.supervisor_id), like the team pages.
 */

export interface TreeRow {
  id: number;
  name: string;
  position: string | null;
  department: string | null;
  supervisor_id: number;
  supervisor_name: string;
  depth: number;
}

/**
 * Everyone below me, directly or through my reports, down to `maxDepth` levels, each once
 * (at their shallowest level) with who they report to. The depth bound also ends a loop in
 * the data (A reports to B reports to A); I am never my own report.
 */
export async function reportTree(db: Db, companyId: number, me: number, maxDepth: number) {
  const { rows } = await sql<TreeRow>`
    with recursive tree (id, depth) as (
      select u.id, 1 from users u
      where u.company_id = ${companyId} and u.supervisor_id = ${me} and u.id <> ${me}
      union all
      select u.id, t.depth + 1 from users u
      join tree t on u.supervisor_id = t.id
      where u.company_id = ${companyId} and u.id <> ${me} and t.depth < ${maxDepth}
    ),
    shallowest as (select id, min(depth)::int as depth from tree group by id)
    select u.id, u.name, u.position, u.department, s.id as supervisor_id,
      s.name as supervisor_name, w.depth
    from shallowest w
    join users u on u.id = w.id
    join users s on s.id = u.supervisor_id and s.company_id = u.company_id
    order by w.depth, u.name, u.id`.execute(db);
  return rows;
}

/** One company course, as the reports name it. */
export function companyCourse(db: Db, companyId: number, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'title_id', 'title_en', 'duration_minutes'])
    .where('company_id', '=', companyId)
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/** Of these courses, those with a final quiz. */
export async function coursesWithFinalQuiz(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('course_sections as s')
    .innerJoin('course_contents as cc', 'cc.section_id', 's.id')
    .innerJoin('quizzes as q', 'q.content_id', 'cc.id')
    .select('s.course_id')
    .distinct()
    .where('s.course_id', 'in', courseIds)
    .where('cc.content_type', '=', 'Final Quiz')
    .execute();
  return new Set(rows.map((r) => r.course_id));
}

/** Each person's best submitted final quiz score per course. */
export function bestFinalScores(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .innerJoin('course_contents as cc', 'cc.id', 'q.content_id')
    .innerJoin('course_sections as s', 's.id', 'cc.section_id')
    .select(['a.user_id', 's.course_id', sql<string>`max(a.score)`.as('best')])
    .where('a.company_id', '=', companyId)
    .where('a.user_id', 'in', userIds)
    .where('cc.content_type', '=', 'Final Quiz')
    .where('a.submitted_at', 'is not', null)
    .where('a.score', 'is not', null)
    .groupBy(['a.user_id', 's.course_id'])
    .execute();
}

/** Training requests waiting for my decision (as supervisor or chosen second approver). */
export async function pendingRequestCount(db: Db, companyId: number, me: number) {
  const row = await db
    .selectFrom('training_requests as r')
    .innerJoin('users as q', 'q.id', 'r.requester_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('r.company_id', '=', companyId)
    .where('q.company_id', '=', companyId)
    .where('r.requester_id', '<>', me)
    .where((eb) =>
      eb.or([
        eb.and([eb('r.status', '=', 'pending'), eb('q.supervisor_id', '=', me)]),
        eb.and([eb('r.status', '=', 'forwarded'), eb('r.second_approver_id', '=', me)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return row.n;
}

/** My direct reports' training records sent to me to verify. */
export async function pendingRecordCount(db: Db, companyId: number, me: number) {
  const row = await db
    .selectFrom('training_records as r')
    .innerJoin('users as o', 'o.id', 'r.user_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('r.company_id', '=', companyId)
    .where('o.supervisor_id', '=', me)
    .where('r.user_id', '<>', me)
    .where('r.status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return row.n;
}
