import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Language } from '../contract/languages';
import type { AchievementCounts, TeamAchievements } from '../contract/team-achievements';
import type { AchievementPeriod } from '../contract/team-achievement-rules';
import type { Schema } from '../db/schema';
import { dayKey } from '../points/company-days';
import { companyTargets, directReports, type PersonRow } from '../team/team.queries';
import { badgesOf, inPeriod, periodStart } from './achievement-rules';
import { toCsv } from '../http/csv';
import { CSV_HEADERS, csvFileName } from './achievements-csv';
import {
  certificateCounts,
  completedCounts,
  ledgersOf,
  pointSums,
} from './team-achievements.queries';

type Db = Kysely<Schema>;

/** A person as the achievements name them. */
export const person = ({ id, name, position, department }: PersonRow) => ({
  id,
  name,
  position,
  department,
});

/** The period's first day and moment in the company's calendar. */
export async function periodOf(db: Db, auth: AuthClaims, period: AchievementPeriod, now: Date) {
  const { time_zone: timeZone } = await companyTargets(db, auth.companyId);
  const start = periodStart(period, now, timeZone);
  return { period, now, timeZone, from: start.at, fromDay: start.day };
}
type Period = Awaited<ReturnType<typeof periodOf>>;

/** Each person's badges of the period, newest first (decided over their whole ledger). */
async function badgesIn(db: Db, companyId: number, ids: number[], from: Date | null) {
  const rows = await ledgersOf(db, companyId, ids);
  return new Map(
    ids.map((id) => [
      id,
      badgesOf(
        rows
          .filter((row) => row.user_id === id)
          .map((row) => ({ rule: row.rule, points: row.points, at: row.occurred_at })),
      ).filter((badge) => inPeriod(badge.at, from)),
    ]),
  );
}

/** The four counts of each person in the period. */
export async function countsOf(db: Db, companyId: number, ids: number[], p: Period) {
  const [courses, certificates, points, badges] = await Promise.all([
    completedCounts(db, companyId, ids, p.from),
    certificateCounts(db, companyId, ids, { from: p.from, now: p.now }),
    pointSums(db, companyId, ids, p.fromDay),
    badgesIn(db, companyId, ids, p.from),
  ]);
  const of = <R extends { user_id: number }>(rows: R[], id: number) =>
    rows.find((row) => row.user_id === id);
  return {
    badges,
    counts: new Map(
      ids.map((id): [number, AchievementCounts] => [
        id,
        {
          course: of(courses, id)?.count ?? 0,
          certificate: of(certificates, id)?.count ?? 0,
          point: of(points, id)?.points ?? 0,
          badge: badges.get(id)?.length ?? 0,
        },
      ]),
    ),
  };
}

export const ZERO: AchievementCounts = { course: 0, certificate: 0, point: 0, badge: 0 };

/** My direct reports' achievements in the period, by name, and the team's totals. */
export async function teamAchievements(
  db: Db,
  auth: AuthClaims,
  period: AchievementPeriod,
  now = new Date(),
): Promise<TeamAchievements> {
  const p = await periodOf(db, auth, period, now);
  const people = await directReports(db, auth.companyId, auth.userId);
  const { counts } = await countsOf(
    db,
    auth.companyId,
    people.map((x) => x.id),
    p,
  );
  const members = people.map((x) => ({ ...person(x), counts: counts.get(x.id) ?? ZERO }));
  const totals = members.reduce(
    (sum, m) => ({
      course: sum.course + m.counts.course,
      certificate: sum.certificate + m.counts.certificate,
      point: sum.point + m.counts.point,
      badge: sum.badge + m.counts.badge,
    }),
    ZERO,
  );
  return { period, from: p.fromDay, members, totals };
}

/** The list as a CSV file, its header row in the caller's language. */
export async function teamAchievementsCsv(
  db: Db,
  auth: AuthClaims,
  period: AchievementPeriod,
  lang: Language,
  now = new Date(),
) {
  const team = await teamAchievements(db, auth, period, now);
  const { time_zone: timeZone } = await companyTargets(db, auth.companyId);
  const rows = team.members.map((m) => [
    m.name,
    m.position ?? '',
    m.department ?? '',
    m.counts.course,
    m.counts.certificate,
    m.counts.point,
    m.counts.badge,
  ]);
  return {
    body: toCsv([CSV_HEADERS[lang], ...rows]),
    fileName: csvFileName(lang, period, dayKey(now, timeZone)),
  };
}
