import type { Kysely } from 'kysely';
import type { LocalizedText } from '../contract/common';
import { POINT_RULES, type PointPeriod, type PointRule } from '../contract/point-rules';
import type { Schema } from '../db/schema';
import { dayKey, monthKey, weekKey } from './company-days';
import {
  addToTotals,
  appendEvent,
  earnerOf,
  pointsOnDay,
  standingFor,
  type LedgerRow,
} from './points-ledger.queries';

/**
 * The only way points are given or taken back: features call these as the learning happens,
 * inside their own transaction where they have one. No route lets a client award points.
 */

type Db = Kysely<Schema>;

export interface Award {
  userId: number;
  rule: PointRule;
  /** What earned it (a content, quiz, course or post id; a day key): once per rule and thing. */
  sourceKey: string | number;
  /** Quiz passed: the score (0-100) that adds up to `scoreBonus` points. */
  score?: number;
  courseId?: number | null;
  subject?: LocalizedText | null;
  href?: string | null;
  at?: Date;
}

function periodsOf(day: string): { period: PointPeriod; key: string }[] {
  return [
    { period: 'week', key: weekKey(day) },
    { period: 'month', key: monthKey(day) },
    { period: 'all', key: 'all' },
  ];
}

function amountFor(award: Award): number {
  const rule = POINT_RULES[award.rule];
  const bonus =
    'scoreBonus' in rule && award.score !== undefined
      ? Math.round((Math.min(100, Math.max(0, award.score)) * rule.scoreBonus) / 100)
      : 0;
  return rule.points + bonus;
}

const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

async function append(trx: Db, row: LedgerRow, listed: boolean): Promise<number | null> {
  const inserted = await appendEvent(trx, row);
  if (!inserted) return null;
  if (row.points !== 0) {
    const earner = { companyId: row.companyId, userId: row.userId, listed };
    await addToTotals(trx, earner, row.points, periodsOf(row.day));
  }
  return inserted.id;
}

/**
 * Records the award once: doing the same thing again (or two requests at once) finds its
 * key taken and gives nothing. Past the rule's daily cap the event is still recorded, worth
 * what is left of the cap, so the history can say why. Returns the points given, or null
 * when it was given before.
 */
export async function awardPoints(db: Db, award: Award): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const earner = await earnerOf(trx, award.userId);
    if (!earner) return null;
    const sourceKey = String(award.sourceKey);
    const { reversals, standing } = await standingFor(trx, award.userId, award.rule, sourceKey);
    if (standing) return null;
    const at = award.at ?? new Date();
    const day = dayKey(at, earner.time_zone);
    const full = amountFor(award);
    const cap = POINT_RULES[award.rule].dailyCap;
    const room =
      cap === null
        ? full
        : Math.max(0, cap - (await pointsOnDay(trx, award.userId, award.rule, day)));
    const points = Math.min(full, room);
    const id = await append(
      trx,
      {
        companyId: earner.company_id,
        userId: award.userId,
        rule: award.rule,
        sourceKey,
        points,
        capped: points < full,
        reversesId: null,
        idempotencyKey: `${award.rule}:${sourceKey}:${award.userId}:${reversals}`,
        courseId: award.courseId ?? null,
        subject: award.subject ?? null,
        href: award.href ?? null,
        day,
        at,
      },
      earner.listed,
    );
    return id === null ? null : points;
  });
}

/**
 * Takes back the standing award for this thing (an answer no longer accepted) with a negative
 * row that names it; the ledger itself never changes. Nothing standing: nothing to do.
 */
export async function reversePoints(
  db: Db,
  target: { userId: number; rule: PointRule; sourceKey: string | number; at?: Date },
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const sourceKey = String(target.sourceKey);
    const { standing } = await standingFor(trx, target.userId, target.rule, sourceKey);
    const earner = await earnerOf(trx, target.userId);
    if (!standing || !earner) return null;
    const at = target.at ?? new Date();
    const original = await trx
      .selectFrom('point_events')
      .select(['points', 'course_id', 'subject', 'href'])
      .where('id', '=', standing.id)
      .executeTakeFirstOrThrow();
    const id = await append(
      trx,
      {
        companyId: earner.company_id,
        userId: target.userId,
        rule: target.rule,
        sourceKey,
        points: -original.points,
        capped: false,
        reversesId: standing.id,
        idempotencyKey: `reversal:${standing.id}`,
        courseId: original.course_id,
        subject: original.subject,
        href: original.href,
        day: dayKey(at, earner.time_zone),
        at,
      },
      earner.listed,
    );
    return id === null ? null : -original.points;
  });
}
