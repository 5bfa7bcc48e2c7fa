import { sql, type Kysely } from 'kysely';
import { BOARD_NEIGHBOURS, BOARD_TOP, type PointPeriod } from '../contract/point-rules';
import { ROLE } from '../contract/roles';
import type { Schema } from '../db/schema';

/**
 * Reading the boards from the per-period totals. Only learners (members) are ranked, never
 * staff; a hidden learner is on no board. One company's boards read only its own rows.
 */

type Db = Kysely<Schema>;

export interface BoardRow {
  user_id: number;
  name: string;
  department: string | null;
  points: number;
  visibility: string;
  rank: number;
  position: number;
}

/** The top of the board and the rows around `userId`, ranked with ties sharing a rank. */
export async function boardRows(
  db: Db,
  board: { companyId: number; period: PointPeriod; key: string; userId: number },
) {
  const { rows } = await sql<BoardRow & { participants: number }>`
    with ranked as (
      select t.user_id, u.name, u.department, t.points,
             coalesce(p.visibility, 'public') as visibility,
             rank() over (order by t.points desc)::int as rank,
             row_number() over (order by t.points desc, t.user_id)::int as position,
             count(*) over ()::int as participants
        from point_totals t
        join users u on u.id = t.user_id
        left join leaderboard_preferences p on p.user_id = t.user_id
       where t.company_id = ${board.companyId}
         and t.period = ${board.period}
         and t.period_key = ${board.key}
         and t.points > 0
         and u.role_id = ${ROLE.member}
         and coalesce(p.visibility, 'public') <> 'hidden'
    ),
    me as (select position from ranked where user_id = ${board.userId})
    select * from ranked
     where position <= ${BOARD_TOP}
        or abs(position - (select position from me)) <= ${BOARD_NEIGHBOURS}
     order by position
  `.execute(db);
  return rows;
}

/**
 * My points in the period and my rank among every learner with points, hidden ones too: a
 * hidden learner still sees where they stand.
 */
export async function myStanding(
  db: Db,
  board: { companyId: number; period: PointPeriod; key: string; userId: number },
) {
  const mine = await db
    .selectFrom('point_totals')
    .select('points')
    .where('user_id', '=', board.userId)
    .where('period', '=', board.period)
    .where('period_key', '=', board.key)
    .executeTakeFirst();
  const points = mine?.points ?? 0;
  if (points <= 0) return { points, rank: null };
  const ahead = await db
    .selectFrom('point_totals as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('t.company_id', '=', board.companyId)
    .where('t.period', '=', board.period)
    .where('t.period_key', '=', board.key)
    .where('t.points', '>', points)
    .where('u.role_id', '=', ROLE.member)
    .executeTakeFirstOrThrow();
  return { points, rank: Number(ahead.count) + 1 };
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
