import { sql, type Kysely } from 'kysely';
import type { PointPeriod } from '../contract/point-rules';
import { ROLE } from '../contract/roles';
import type { Schema } from '../db/schema';

/**
 * Reading the boards from the per-period totals. Only learners (members) are ranked, never
 * staff; a hidden learner is on no board. One company's boards read only its own rows.
 */

type Db = Kysely<Schema>;

export interface Board {
  companyId: number;
  period: PointPeriod;
  key: string;
}

export interface BoardRow {
  user_id: number;
  points: number;
  name: string;
  department: string | null;
  visibility: string | null;
  /** 1-based place in points order (ties broken by account), not the shown rank. */
  position: number;
}

/**
 * The board's listed rows with points, in the order of its index; only the few rows read
 * are joined to their accounts.
 */
function listed(db: Db, board: Board) {
  return db
    .selectFrom('point_totals as t')
    .where('t.company_id', '=', board.companyId)
    .where('t.period', '=', board.period)
    .where('t.period_key', '=', board.key)
    .where('t.listed', '=', true)
    .where('t.points', '>', 0);
}

const shown = (db: Db, board: Board) =>
  listed(db, board)
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('leaderboard_preferences as p', 'p.user_id', 't.user_id')
    .select(['t.user_id', 't.points', 'u.name', 'u.department', 'p.visibility']);

/** Listed learners with more points than `points`: one less than the rank of that score. */
export async function countAhead(db: Db, board: Board, points: number) {
  const row = await listed(db, board)
    .where('t.points', '>', points)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The first `limit` rows of the board. */
export async function topRows(db: Db, board: Board, limit: number): Promise<BoardRow[]> {
  const rows = await shown(db, board)
    .orderBy('t.points', 'desc')
    .orderBy('t.user_id')
    .limit(limit)
    .execute();
  return rows.map((row, i) => ({ ...row, position: i + 1 }));
}

/**
 * Up to `count` rows on each side of a row at `position` with `points`: the board read from
 * that place in its index both ways, not ranked as a whole.
 */
export async function rowsAround(
  db: Db,
  board: Board,
  me: { userId: number; points: number; position: number },
  count: number,
): Promise<BoardRow[]> {
  const [above, meAndBelow] = await Promise.all([
    shown(db, board)
      .where((eb) =>
        eb.or([
          eb('t.points', '>', me.points),
          eb.and([eb('t.points', '=', me.points), eb('t.user_id', '<', me.userId)]),
        ]),
      )
      .orderBy('t.points')
      .orderBy('t.user_id', 'desc')
      .limit(count)
      .execute(),
    shown(db, board)
      .where((eb) =>
        eb.or([
          eb('t.points', '<', me.points),
          eb.and([eb('t.points', '=', me.points), eb('t.user_id', '>=', me.userId)]),
        ]),
      )
      .orderBy('t.points', 'desc')
      .orderBy('t.user_id')
      .limit(count + 1)
      .execute(),
  ]);
  return [
    ...above.reverse().map((row, i) => ({ ...row, position: me.position - above.length + i })),
    ...meAndBelow.map((row, i) => ({ ...row, position: me.position + i })),
  ];
}

/**
 * In one read of the board's index: how many are on it, and my points, whether I am listed,
 * and how many are ahead of me (by points, then by account for a tie).
 */
export async function boardSummary(db: Db, board: Board, userId: number) {
  const { rows } = await sql<{
    participants: number;
    points: number | null;
    listed: boolean | null;
    ahead: number;
    tied_before: number;
  }>`
    with mine as (
      select points, listed from point_totals
       where user_id = ${userId} and period = ${board.period} and period_key = ${board.key}
    )
    select count(*)::int as participants,
           (select points from mine) as points,
           (select listed from mine) as listed,
           count(*) filter (where t.points > (select points from mine))::int as ahead,
           count(*) filter (
             where t.points = (select points from mine) and t.user_id < ${userId}
           )::int as tied_before
      from point_totals t
     where t.company_id = ${board.companyId} and t.period = ${board.period}
       and t.period_key = ${board.key} and t.listed and t.points > 0
  `.execute(db);
  const row = rows[0]!;
  const points = row.points ?? 0;
  const counted = points > 0;
  return {
    participants: row.participants,
    points,
    // A hidden learner sees the rank they would have among those on the board.
    rank: counted ? row.ahead + 1 : null,
    position: counted && row.listed ? row.ahead + row.tied_before + 1 : null,
  };
}

/** Each department's learners, those with points in the period, and their sum. */
export async function departmentRows(
  db: Db,
  board: { companyId: number; period: PointPeriod; key: string },
) {
  const { rows } = await sql<{
    department: string;
    members: number;
    active: number;
    points: number;
  }>`
    select u.department,
           count(*)::int as members,
           count(t.user_id) filter (where t.points > 0)::int as active,
           coalesce(sum(t.points), 0)::int as points
      from users u
      left join leaderboard_preferences p on p.user_id = u.id
      left join point_totals t
        on t.user_id = u.id and t.period = ${board.period} and t.period_key = ${board.key}
     where u.company_id = ${board.companyId}
       and u.role_id = ${ROLE.member}
       and u.department is not null
       and coalesce(p.visibility, 'public') <> 'hidden'
     group by u.department
  `.execute(db);
  return rows;
}

export function visibilityOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('leaderboard_preferences as p', 'p.user_id', 'u.id')
    .select([
      'u.company_id',
      'u.role_id',
      'u.department',
      'c.time_zone',
      'c.leaderboard_anonymous',
      'p.visibility',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}
