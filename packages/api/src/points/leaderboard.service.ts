import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Leaderboard, LeaderboardEntry, TeamBoard } from '../contract/points';
import {
  BOARD_NEIGHBOURS,
  BOARD_TOP,
  type BoardVisibility,
  type PointPeriod,
} from '../contract/point-rules';
import { ROLE } from '../contract/roles';
import type { Schema } from '../db/schema';
import { dayKey, monthKey, startOfDay, weekKey } from './company-days';
import {
  boardRows,
  departmentRows,
  myStanding,
  visibilityOf,
  type BoardRow,
} from './leaderboard.queries';

/**
 * The boards as one person of a company sees them: this week (from Monday), this month or all
 * time in the company's calendar; names only where their owners allow it.
 */

type Db = Kysely<Schema>;

/** The period's key and the moment it began, for `now` in the zone. */
export function periodOf(period: PointPeriod, now: Date, timeZone: string) {
  const today = dayKey(now, timeZone);
  if (period === 'all') return { key: 'all', from: null };
  const first = period === 'week' ? weekKey(today) : `${monthKey(today)}-01`;
  return { key: period === 'week' ? first : monthKey(today), from: startOfDay(first, timeZone) };
}

async function viewerOf(db: Db, auth: AuthClaims) {
  const me = await visibilityOf(db, auth.userId);
  return {
    ...me,
    visibility: (me.visibility ?? 'public') as BoardVisibility,
    onBoards: me.role_id === ROLE.member,
  };
}

function entryOf(row: BoardRow, userId: number, companyAnonymous: boolean): LeaderboardEntry {
  const isMe = row.user_id === userId;
  const named = isMe || (!companyAnonymous && row.visibility === 'public');
  return {
    rank: row.rank,
    name: named ? row.name : null,
    department: named ? row.department : null,
    points: row.points,
    isMe,
  };
}

export async function leaderboard(
  db: Db,
  auth: AuthClaims,
  period: PointPeriod,
  now: Date = new Date(),
): Promise<Leaderboard> {
  const me = await viewerOf(db, auth);
  const { key, from } = periodOf(period, now, me.time_zone);
  const board = { companyId: me.company_id, period, key, userId: auth.userId };
  const [rows, standing] = await Promise.all([boardRows(db, board), myStanding(db, board)]);
  const entries = rows.map((row) => ({
    row,
    entry: entryOf(row, auth.userId, me.leaderboard_anonymous),
  }));
  const mine = rows.find((row) => row.user_id === auth.userId);
  return {
    period,
    from: from?.toISOString() ?? null,
    participants: rows[0]?.participants ?? 0,
    top: entries.filter(({ row }) => row.position <= BOARD_TOP).map(({ entry }) => entry),
    aroundMe: mine
      ? entries
          .filter(({ row }) => Math.abs(row.position - mine.position) <= BOARD_NEIGHBOURS)
          .map(({ entry }) => entry)
      : [],
    me: {
      rank: me.onBoards ? standing.rank : null,
      points: standing.points,
      visibility: me.visibility,
      onBoards: me.onBoards,
    },
  };
}

/**
 * Departments by average points per learner who earned any in the period: a large
 * department does not win by size, and nobody's own points are shown.
 */
export async function teamBoard(
  db: Db,
  auth: AuthClaims,
  period: PointPeriod,
  now: Date = new Date(),
): Promise<TeamBoard> {
  const me = await viewerOf(db, auth);
  const { key, from } = periodOf(period, now, me.time_zone);
  const rows = await departmentRows(db, { companyId: me.company_id, period, key });
  const scored = rows
    .map((row) => ({ ...row, average: row.active ? Math.round(row.points / row.active) : 0 }))
    .sort((a, b) => b.average - a.average || a.department.localeCompare(b.department));
  return {
    period,
    from: from?.toISOString() ?? null,
    items: scored.map((row) => ({
      rank: 1 + scored.filter((other) => other.average > row.average).length,
      department: row.department,
      members: row.members,
      activeMembers: row.active,
      average: row.average,
      points: row.points,
      isMine: row.department === me.department,
    })),
  };
}
