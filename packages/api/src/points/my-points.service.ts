import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { MyPoints, PointHistory } from '../contract/points';
import {
  levelOf,
  POINT_PERIODS,
  POINT_RULE_CODES,
  POINT_RULES,
  type BoardVisibility,
} from '../contract/point-rules';
import { ROLE } from '../contract/roles';
import type { Schema } from '../db/schema';
import { boardSummary, visibilityOf } from './leaderboard.queries';
import { relist } from './points-ledger.queries';
import { periodOf } from './leaderboard.service';

/** My side of the points: balance, level, ranks, the ledger's history, and how I appear. */

type Db = Kysely<Schema>;

const HISTORY_PAGE_SIZE = 20;

export async function myPoints(
  db: Db,
  auth: AuthClaims,
  now: Date = new Date(),
): Promise<MyPoints> {
  const me = await visibilityOf(db, auth.userId);
  const standings = await Promise.all(
    POINT_PERIODS.map((period) =>
      boardSummary(
        db,
        { companyId: me.company_id, period, key: periodOf(period, now, me.time_zone).key },
        auth.userId,
      ),
    ),
  );
  const [week, month, all] = standings.map((standing) => standing ?? { points: 0, rank: null });
  const onBoards = me.role_id === ROLE.member;
  const rankOf = (standing: { rank: number | null } | undefined) =>
    onBoards ? (standing?.rank ?? null) : null;
  const balance = all?.points ?? 0;
  return {
    balance,
    level: levelOf(balance),
    ranks: { week: rankOf(week), month: rankOf(month), all: rankOf(all) },
    periodPoints: { week: week?.points ?? 0, month: month?.points ?? 0 },
    visibility: (me.visibility ?? 'public') as BoardVisibility,
    companyAnonymous: me.leaderboard_anonymous,
    onBoards,
    rules: POINT_RULE_CODES.map((code) => {
      const rule = POINT_RULES[code];
      return {
        code,
        points: rule.points,
        scoreBonus: 'scoreBonus' in rule ? rule.scoreBonus : null,
        dailyCap: rule.dailyCap,
      };
    }),
  };
}

/** My ledger, newest first, a page at a time. */
export async function pointHistory(db: Db, auth: AuthClaims, page: number): Promise<PointHistory> {
  const base = db.selectFrom('point_events').where('user_id', '=', auth.userId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'rule', 'points', 'occurred_at', 'subject', 'href', 'capped', 'reverses_id'])
      .orderBy('id', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE)
      .execute(),
  ]);
  const count = Number(total);
  return {
    items: rows.map((row) => ({
      id: row.id,
      rule: row.rule,
      points: row.points,
      at: new Date(row.occurred_at).toISOString(),
      subject: row.subject,
      href: row.href,
      capped: row.capped,
      reversal: row.reverses_id !== null,
    })),
    page,
    pageCount: Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE)),
    total: count,
  };
}

export async function setVisibility(
  db: Db,
  auth: AuthClaims,
  visibility: BoardVisibility,
): Promise<MyPoints> {
  await db
    .insertInto('leaderboard_preferences')
    .values({ user_id: auth.userId, visibility })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ visibility, updated_at: new Date() }))
    .execute();
  await relist(db, auth.userId);
  return myPoints(db, auth);
}
