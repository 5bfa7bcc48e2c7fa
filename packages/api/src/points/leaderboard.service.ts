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
import {
  boardSummary,
  countAhead,
  departmentRows,
  rowsAround,
  topRows,
  visibilityOf,
  type Board,
  type BoardRow,
} from './leaderboard.queries';
import { dayKey, monthKey, startOfDay, weekKey } from './company-days';

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

/** Shown ranks: ties share the rank of the first of them (1, 2, 2, 4). */
async function ranked(db: Db, board: Board, rows: BoardRow[]) {
  const first = rows[0];
  if (!first) return [];
  let rank = first.position === 1 ? 1 : (await countAhead(db, board, first.points)) + 1;
  return rows.map((row, i) => {
    if (i > 0 && row.points !== rows[i - 1]!.points) rank = row.position;
    return { ...row, rank };
  });
}

async function entriesOf(
  db: Db,
  board: Board,
  rows: BoardRow[],
  viewer: { userId: number; companyAnonymous: boolean },
): Promise<LeaderboardEntry[]> {
  return (await ranked(db, board, rows)).map((row) => {
    const isMe = row.user_id === viewer.userId;
    const named = isMe || (!viewer.companyAnonymous && (row.visibility ?? 'public') === 'public');
    return {
      rank: row.rank,
      name: named ? row.name : null,
      department: named ? row.department : null,
      points: row.points,
      isMe,
    };
  });
}

export async function leaderboard(
  db: Db,
  auth: AuthClaims,
  period: PointPeriod,
  now: Date = new Date(),
): Promise<Leaderboard> {
  const me = await viewerOf(db, auth);
  const { key, from } = periodOf(period, now, me.time_zone);
  const board = { companyId: me.company_id, period, key };
  const [mine, top] = await Promise.all([
    boardSummary(db, board, auth.userId),
    topRows(db, board, BOARD_TOP),
  ]);
  const viewer = { userId: auth.userId, companyAnonymous: me.leaderboard_anonymous };
  const around =
    mine.position === null
      ? []
      : await rowsAround(
          db,
          board,
          { userId: auth.userId, points: mine.points, position: mine.position },
          BOARD_NEIGHBOURS,
        );
  return {
    period,
    from: from?.toISOString() ?? null,
    participants: mine.participants,
    top: await entriesOf(db, board, top, viewer),
    aroundMe: await entriesOf(db, board, around, viewer),
    me: {
      rank: me.onBoards ? mine.rank : null,
      points: mine.points,
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
