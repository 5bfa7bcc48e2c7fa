import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { MemberAchievements } from '../contract/team-achievements';
import {
  ACHIEVEMENT_PAGE_SIZE,
  type AchievementPeriod,
  type AchievementType,
} from '../contract/team-achievement-rules';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { directReport } from '../team/team.queries';
import type { Badge } from './achievement-rules';
import {
  certificatesOf,
  completedCourses,
  pointEventCount,
  pointEventsOf,
} from './team-achievements.queries';
import { countsOf, periodOf, person, ZERO } from './team-achievements.service';

type Db = Kysely<Schema>;
type Items = Pick<MemberAchievements, 'total' | 'courses' | 'certificates' | 'points' | 'badges'>;

const iso = (d: Date) => d.toISOString();
const titled = (row: { title_id: string; title_en: string }) => ({
  id: row.title_id,
  en: row.title_en,
});
const NONE = { courses: [], certificates: [], points: [], badges: [] };

interface Context {
  db: Db;
  companyId: number;
  userId: number;
  period: Awaited<ReturnType<typeof periodOf>>;
  counts: MemberAchievements['counts'];
  badges: Badge[];
  slice: { limit: number; offset: number };
}

/** One page of the items of one kind; the total is the count the list shows. */
const ITEMS: Record<AchievementType, (c: Context) => Promise<Items>> = {
  course: async ({ db, companyId, userId, period, counts, slice }) => {
    const rows = await completedCourses(db, companyId, userId, period.from, slice);
    const courses = rows.map((r) => ({
      course: { id: r.course_id, title: titled(r) },
      completedAt: iso(r.completed_at!),
      score: r.score === null ? null : Number(r.score),
    }));
    return { ...NONE, total: counts.course, courses };
  },
  certificate: async ({ db, companyId, userId, period, counts, slice }) => {
    const { from, now } = period;
    const rows = await certificatesOf(db, companyId, userId, { from, now }, slice);
    const certificates = rows.map((r) => ({
      code: r.code,
      course: { id: r.course_id, title: titled(r) },
      issuedAt: iso(r.issued_at),
      expiresAt: r.expires_at === null ? null : iso(r.expires_at),
    }));
    return { ...NONE, total: counts.certificate, certificates };
  },
  point: async ({ db, companyId, userId, period, slice }) => {
    const [total, rows] = await Promise.all([
      pointEventCount(db, companyId, userId, period.fromDay),
      pointEventsOf(db, companyId, userId, period.fromDay, slice),
    ]);
    const points = rows.map((r) => ({
      id: r.id,
      rule: r.rule,
      points: r.points,
      at: iso(new Date(r.occurred_at)),
      subject: r.subject,
      href: r.href,
      capped: r.capped,
      reversal: r.reverses_id !== null,
    }));
    return { ...NONE, total, points };
  },
  badge: ({ badges, slice }) =>
    Promise.resolve({
      ...NONE,
      total: badges.length,
      badges: badges.slice(slice.offset, slice.offset + slice.limit).map((badge) => ({
        kind: badge.kind,
        value: badge.value,
        earnedAt: iso(badge.at),
      })),
    }),
};

/**
 * One direct report's achievements of one kind in the period, newest first, a page at a time;
 * anyone else (a peer's report, another company's person, myself) is 404.
 */
export async function memberAchievements(
  db: Db,
  auth: AuthClaims,
  query: { userId: number; type: AchievementType; period: AchievementPeriod; page: number },
  now = new Date(),
): Promise<MemberAchievements> {
  const { userId, type, page } = query;
  const row = await directReport(db, auth.companyId, auth.userId, userId);
  if (!row) throw notFound('member');
  const period = await periodOf(db, auth, query.period, now);
  const facts = await countsOf(db, auth.companyId, [userId], period);
  const counts = facts.counts.get(userId) ?? ZERO;
  const items = await ITEMS[type]({
    db,
    companyId: auth.companyId,
    userId,
    period,
    counts,
    badges: facts.badges.get(userId) ?? [],
    slice: { limit: ACHIEVEMENT_PAGE_SIZE, offset: (page - 1) * ACHIEVEMENT_PAGE_SIZE },
  });
  return {
    period: query.period,
    from: period.fromDay,
    member: person(row),
    type,
    counts,
    page,
    pageCount: Math.max(1, Math.ceil(items.total / ACHIEVEMENT_PAGE_SIZE)),
    ...items,
  };
}
