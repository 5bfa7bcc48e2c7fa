import { sql, type Kysely } from 'kysely';
import type { LocalizedText } from '../contract/common';
import type { PointPeriod, PointRule } from '../contract/point-rules';
import { ROLE } from '../contract/roles';
import type { Schema } from '../db/schema';

/** Writing the ledger and the totals kept beside it. Nothing here decides amounts. */

type Db = Kysely<Schema>;

/** Whether a person is on the boards: a learner who has not chosen to hide. */
export const LISTED = sql<boolean>`(u.role_id = ${ROLE.member} and coalesce(p.visibility, 'public') <> 'hidden')`;

/** The person's company, its calendar zone, and whether they are on the boards. */
export function earnerOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('leaderboard_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.company_id', 'c.time_zone', LISTED.as('listed')])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** A person's choice (or role) changed: their rows move on or off the boards. */
export async function relist(db: Db, userId: number) {
  await sql`
    update point_totals t set listed = ${LISTED}
      from users u left join leaderboard_preferences p on p.user_id = u.id
     where u.id = ${userId} and t.user_id = u.id
  `.execute(db);
}

/** Points this rule has given the person on the day (the daily cap's measure). */
export async function pointsOnDay(db: Db, userId: number, rule: PointRule, day: string) {
  const row = await db
    .selectFrom('point_events')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
    .where('user_id', '=', userId)
    .where('rule', '=', rule)
    .where('day_key', '=', day)
    .where('points', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Awards and reversals so far for one thing: the net, and how many were taken back. */
export async function standingFor(db: Db, userId: number, rule: PointRule, sourceKey: string) {
  const rows = await db
    .selectFrom('point_events')
    .select(['id', 'points', 'reverses_id'])
    .where('user_id', '=', userId)
    .where('rule', '=', rule)
    .where('source_key', '=', sourceKey)
    .orderBy('id')
    .execute();
  const reversed = new Set(rows.map((row) => row.reverses_id).filter((id) => id !== null));
  return {
    reversals: reversed.size,
    /** The award still standing (not taken back), if any. */
    standing: rows.find((row) => row.reverses_id === null && !reversed.has(row.id)),
  };
}

export interface LedgerRow {
  companyId: number;
  userId: number;
  rule: PointRule;
  sourceKey: string;
  points: number;
  capped: boolean;
  reversesId: number | null;
  idempotencyKey: string;
  courseId: number | null;
  subject: LocalizedText | null;
  href: string | null;
  day: string;
  at: Date;
}

/** Appends a row; undefined when its idempotency key is taken (already awarded). */
export function appendEvent(db: Db, row: LedgerRow) {
  return db
    .insertInto('point_events')
    .values({
      company_id: row.companyId,
      user_id: row.userId,
      rule: row.rule,
      source_key: row.sourceKey,
      points: row.points,
      capped: row.capped,
      reverses_id: row.reversesId,
      idempotency_key: row.idempotencyKey,
      course_id: row.courseId,
      subject: row.subject === null ? null : JSON.stringify(row.subject),
      href: row.href,
      day_key: row.day,
      occurred_at: row.at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Adds points to the person's totals of each period the event falls in. */
export async function addToTotals(
  db: Db,
  earner: { companyId: number; userId: number; listed: boolean },
  points: number,
  periods: { period: PointPeriod; key: string }[],
) {
  await db
    .insertInto('point_totals')
    .values(
      periods.map(({ period, key }) => ({
        company_id: earner.companyId,
        user_id: earner.userId,
        period,
        period_key: key,
        points,
        listed: earner.listed,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'period', 'period_key'])
        .doUpdateSet({ points: sql`point_totals.points + excluded.points` }),
    )
    .execute();
}

/**
 * Writes the company's totals again from its ledger (the seed, after writing history in
 * bulk): weeks from Monday and months of the rows' own company days.
 */
export async function rebuildTotals(db: Db, companyId: number) {
  await db.deleteFrom('point_totals').where('company_id', '=', companyId).execute();
  await sql`
    insert into point_totals (company_id, user_id, period, period_key, points, listed)
    select rows.company_id, rows.user_id, period, period_key, sum(points)::int, bool_and(${LISTED})
      from (
        select company_id, user_id, points, 'all' as period, 'all' as period_key
          from point_events where company_id = ${companyId}
        union all
        select company_id, user_id, points, 'week',
               to_char(date_trunc('week', day_key), 'YYYY-MM-DD')
          from point_events where company_id = ${companyId}
        union all
        select company_id, user_id, points, 'month', to_char(day_key, 'YYYY-MM')
          from point_events where company_id = ${companyId}
      ) as rows
      join users u on u.id = rows.user_id
      left join leaderboard_preferences p on p.user_id = rows.user_id
     group by rows.company_id, rows.user_id, period, period_key
  `.execute(db);
}
