import type { Kysely } from 'kysely';
import type { LocalizedText } from '../../contract/common';
import { forumThreadPath } from '../../contract/forum-rules';
import { POINT_RULES, type PointRule } from '../../contract/point-rules';
import { ROLE } from '../../contract/roles';
import { addDays, dayKey, startOfDay } from '../../points/company-days';
import { rebuildTotals, type LedgerRow } from '../../points/points-ledger.queries';
import type { Schema } from '../schema';
import type { CompanySeed } from './companies';
import { insertDailyQuizHistory } from './daily-quiz';
import { COLLEAGUES, POINT_HISTORY_DAYS } from './points-data';

/**
 * The points behind the demo's boards: what the demo accounts' seeded learning earned, and
 * eight weeks of their colleagues' learning. Written in bulk (every API test file seeds), then
 * the totals are rebuilt from the ledger, as the award path would have kept them.
 */

type Db = Kysely<Schema>;
const ZONE = 'Asia/Jakarta';
const HOUR = 3_600_000;

/** A small fixed-seed generator: the same history on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Collects awards as the award path would: once per thing, within each rule's daily cap. */
function ledger(companyId: number) {
  const rows: LedgerRow[] = [];
  const given = new Set<string>();
  const perDay = new Map<string, number>();
  return {
    rows,
    has: (rule: PointRule, source: string | number, userId: number) =>
      given.has(`${rule}:${source}:${userId}`),
    /** Already awarded elsewhere: never again. */
    mark: (rule: PointRule, source: string | number, userId: number) =>
      given.add(`${rule}:${source}:${userId}`),
    add(award: {
      userId: number;
      rule: PointRule;
      source: string | number;
      points: number;
      at: Date;
      courseId?: number | null;
      subject: LocalizedText | null;
      href: string | null;
    }) {
      const key = `${award.rule}:${award.source}:${award.userId}`;
      if (given.has(key)) return;
      given.add(key);
      const day = dayKey(award.at, ZONE);
      const cap = POINT_RULES[award.rule].dailyCap;
      const dayKeyOfRule = `${award.userId}:${award.rule}:${day}`;
      const used = perDay.get(dayKeyOfRule) ?? 0;
      const points = cap === null ? award.points : Math.max(0, Math.min(award.points, cap - used));
      perDay.set(dayKeyOfRule, used + points);
      rows.push({
        companyId,
        userId: award.userId,
        rule: award.rule,
        sourceKey: String(award.source),
        points,
        capped: points < award.points,
        reversesId: null,
        idempotencyKey: `${key}:0`,
        courseId: award.courseId ?? null,
        subject: award.subject,
        href: award.href,
        day,
        at: award.at,
      });
    },
  };
}

type Ledger = ReturnType<typeof ledger>;

async function insertColleagues(db: Db, companyId: number, joinedAt: Date) {
  const rows = await db
    .insertInto('users')
    .values(
      COLLEAGUES.map((c, i) => ({
        company_id: companyId,
        email: c.email,
        name: c.name,
        // Not a hash: nothing signs in with it.
        password_hash: '!',
        role_id: ROLE.member,
        department: c.department,
        position: c.position,
        employee_number: `AJR-02${String(i + 1).padStart(2, '0')}`,
        created_at: joinedAt,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** What the demo accounts' seeded learning and answers earned, when it happened. */
async function earnedBySeededLearning(db: Db, companyId: number, book: Ledger) {
  const done = await db
    .selectFrom('content_progress as p')
    .innerJoin('enrolments as e', 'e.id', 'p.enrolment_id')
    .innerJoin('course_contents as c', 'c.id', 'p.content_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id', 'e.course_id', 'c.id', 'c.title_id', 'c.title_en', 'p.completed_at'])
    .where('u.company_id', '=', companyId)
    .orderBy('p.completed_at')
    .execute();
  for (const row of done)
    book.add({
      userId: row.user_id,
      rule: 'content.completed',
      source: row.id,
      points: POINT_RULES['content.completed'].points,
      at: new Date(row.completed_at),
      courseId: row.course_id,
      subject: { id: row.title_id, en: row.title_en },
      href: `/my-courses/${row.course_id}`,
    });
  const passes = await db
    .selectFrom('attempts as a')
    .innerJoin('enrolments as e', 'e.id', 'a.enrolment_id')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .innerJoin('course_contents as c', 'c.id', 'q.content_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.user_id',
      'e.course_id',
      'q.id',
      'a.score',
      'a.submitted_at',
      'c.title_id',
      'c.title_en',
    ])
    .where('u.company_id', '=', companyId)
    .where('a.passed', '=', true)
    .where('a.submitted_at', 'is not', null)
    .orderBy('a.submitted_at')
    .execute();
  const rule = POINT_RULES['quiz.passed'];
  for (const row of passes)
    book.add({
      userId: row.user_id,
      rule: 'quiz.passed',
      source: row.id,
      points: rule.points + Math.round((Number(row.score ?? 0) * rule.scoreBonus) / 100),
      at: new Date(row.submitted_at!),
      courseId: row.course_id,
      subject: { id: row.title_id, en: row.title_en },
      href: `/my-courses/${row.course_id}`,
    });
  const answers = await db
    .selectFrom('forum_threads as t')
    .innerJoin('forum_posts as p', (join) =>
      join.onRef('p.thread_id', '=', 't.id').onRef('p.post_number', '=', 't.accepted_post_number'),
    )
    .select([
      't.id as thread_id',
      't.title',
      'p.id as post_id',
      'p.post_number',
      'p.author_id',
      'p.created_at',
    ])
    .where('t.company_id', '=', companyId)
    .whereRef('p.author_id', '!=', 't.author_id')
    .execute();
  for (const row of answers)
    book.add({
      userId: row.author_id,
      rule: 'forum.answer_accepted',
      source: row.post_id,
      points: POINT_RULES['forum.answer_accepted'].points,
      at: new Date(new Date(row.created_at).getTime() + HOUR),
      subject: { id: row.title, en: row.title },
      href: forumThreadPath(row.thread_id, row.post_number),
    });
}

/** Eight weeks of a colleague's learning: most days a little, now and then a quiz or a course. */
async function colleagueHistory(
  db: Db,
  companyId: number,
  colleagues: ReadonlyMap<string, number>,
  book: Ledger,
  now: Date,
) {
  if (colleagues.size === 0) return;
  const contents = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('courses as k', 'k.id', 's.course_id')
    .leftJoin('quizzes as q', 'q.content_id', 'c.id')
    .select([
      'c.id',
      'c.title_id',
      'c.title_en',
      'k.id as course_id',
      'k.title_id as course_title_id',
      'k.title_en as course_title_en',
      'q.id as quiz_id',
    ])
    .where('k.company_id', '=', companyId)
    .orderBy('c.id')
    .execute();
  if (contents.length === 0) return;
  const today = dayKey(now, ZONE);
  for (const [index, colleague] of COLLEAGUES.entries()) {
    const userId = colleagues.get(colleague.email);
    if (userId === undefined) continue;
    const next = random(7_919 * (index + 1));
    for (let back = POINT_HISTORY_DAYS; back >= 0; back -= 1) {
      if (next() > colleague.pace) continue;
      const day = addDays(today, -back);
      const start = startOfDay(day, ZONE).getTime() + 8 * HOUR;
      const count = 1 + Math.floor(next() * 4);
      for (let i = 0; i < count; i += 1) {
        const at = new Date(start + Math.floor(next() * 11 * HOUR));
        if (at > now) continue;
        const content = contents[Math.floor(next() * contents.length)]!;
        const courseSubject = { id: content.course_title_id, en: content.course_title_en };
        const href = `/my-courses/${content.course_id}`;
        const common = { userId, courseId: content.course_id, href, at };
        if (book.has('content.completed', content.id, userId)) continue;
        book.add({
          ...common,
          rule: 'content.completed',
          source: content.id,
          points: POINT_RULES['content.completed'].points,
          subject: { id: content.title_id, en: content.title_en },
        });
        if (content.quiz_id !== null && next() < 0.8) {
          const rule = POINT_RULES['quiz.passed'];
          book.add({
            ...common,
            rule: 'quiz.passed',
            source: content.quiz_id,
            points:
              rule.points + Math.round(((70 + Math.floor(next() * 31)) * rule.scoreBonus) / 100),
            subject: { id: content.title_id, en: content.title_en },
          });
        }
        if (next() < 0.06)
          book.add({
            ...common,
            rule: 'course.completed',
            source: content.course_id,
            points: POINT_RULES['course.completed'].points,
            subject: courseSubject,
          });
      }
    }
  }
}

async function insertLedger(db: Db, rows: LedgerRow[]) {
  const CHUNK = 400;
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('point_events')
      .values(
        rows.slice(i, i + CHUNK).map((row) => ({
          company_id: row.companyId,
          user_id: row.userId,
          rule: row.rule,
          source_key: row.sourceKey,
          points: row.points,
          capped: row.capped,
          idempotency_key: row.idempotencyKey,
          course_id: row.courseId,
          subject: row.subject === null ? null : JSON.stringify(row.subject),
          href: row.href,
          day_key: row.day,
          occurred_at: row.at,
        })),
      )
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
}

/** Answers how many ledger rows the company's history has, and the colleagues added. */
export async function insertPoints(
  db: Db,
  key: CompanySeed['key'],
  ctx: { companyId: number; users: ReadonlyMap<string, number>; joinedAt: Date; now: Date },
): Promise<{ events: number; colleagues: number; dailyQuizzes: number }> {
  const book = ledger(ctx.companyId);
  // Awards the learning seed made as it completed courses stay as they are.
  const existing = await db
    .selectFrom('point_events')
    .select(['user_id', 'rule', 'source_key'])
    .where('company_id', '=', ctx.companyId)
    .execute();
  for (const row of existing) book.mark(row.rule, row.source_key, row.user_id);
  await earnedBySeededLearning(db, ctx.companyId, book);
  const colleagues =
    key === 'ajar' ? await insertColleagues(db, ctx.companyId, ctx.joinedAt) : new Map();
  await colleagueHistory(db, ctx.companyId, colleagues, book, ctx.now);
  const dailyQuizzes = await insertDailyQuizHistory(db, ctx, (award) => book.add(award));
  await insertLedger(db, book.rows);
  await rebuildTotals(db, ctx.companyId);
  const { count } = await db
    .selectFrom('point_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirstOrThrow();
  return { events: Number(count), colleagues: colleagues.size, dailyQuizzes };
}
