import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Language } from '../contract/languages';
import type { TeamDashboard } from '../contract/team-reports';
import { TEAM_REPORT_LIMITS } from '../contract/team-report-rules';
import type { Schema } from '../db/schema';
import { dayKey, startOfDay } from '../points/company-days';
import { countStates, hoursSince } from '../team/team-progress';
import { companyTargets, enrolmentsOf } from '../team/team.queries';
import { verifiedTotals } from '../training-records/training-records.queries';
import { dashboardCsv, dashboardFileName } from './team-dashboard-csv';
import { completionOf, isInactive, overdueCount, summarizeCourses } from './team-report-summary';
import { pendingRecordCount, pendingRequestCount, reportTree } from './team-reports.queries';
import { scoresOf } from './team-courses.service';

type Db = Kysely<Schema>;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The dashboard's people as a CSV file, named for today in the company's calendar. */
export async function teamDashboardCsv(db: Db, auth: AuthClaims, lang: Language, now = new Date()) {
  const [board, company] = await Promise.all([
    teamDashboard(db, auth, now),
    companyTargets(db, auth.companyId),
  ]);
  return {
    csv: dashboardCsv(board, lang),
    fileName: dashboardFileName(dayKey(now, company.time_zone), lang),
  };
}

/** The first instant of this calendar year in the company's zone. */
function yearOf(now: Date, timeZone: string) {
  const year = Number(dayKey(now, timeZone).slice(0, 4));
  return { year, start: startOfDay(`${year}-01-01`, timeZone) };
}

/**
 * My direct and indirect reports at a glance: assigned courses completed, overdue, hours
 * this year against the target, who has gone quiet, what waits for my decision, per person
 * and per course.
 */
export async function teamDashboard(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<TeamDashboard> {
  const tree = await reportTree(db, auth.companyId, auth.userId, TEAM_REPORT_LIMITS.depth);
  const ids = tree.map((p) => p.id);
  const company = await companyTargets(db, auth.companyId);
  const { year, start } = yearOf(now, company.time_zone);
  const [rows, records, pendingRequests, pendingRecords] = await Promise.all([
    enrolmentsOf(db, auth.companyId, ids),
    verifiedTotals(db, auth.companyId, ids, `${year}-01-01`),
    pendingRequestCount(db, auth.companyId, auth.userId),
    pendingRecordCount(db, auth.companyId, auth.userId),
  ]);
  const { scores, finalQuiz } = await scoresOf(db, auth.companyId, rows);
  const recordHours = new Map(records.map((r) => [r.user_id, Number(r.hours)]));
  const people = tree.map((p) => {
    const own = rows.filter((r) => r.user_id === p.id);
    const last = own.reduce<Date | null>(
      (latest, e) => (latest === null || e.last_activity_at > latest ? e.last_activity_at : latest),
      null,
    );
    return {
      id: p.id,
      name: p.name,
      position: p.position,
      department: p.department,
      reportsTo: { id: p.supervisor_id, name: p.supervisor_name },
      depth: p.depth,
      courses: countStates(own, now),
      hours: Math.round((hoursSince(own, start) + (recordHours.get(p.id) ?? 0)) * 10) / 10,
      lastActivityAt: iso(last),
      inactive: isInactive(last, now, TEAM_REPORT_LIMITS.inactiveDays),
    };
  });
  return {
    year,
    hoursTarget: Number(company.training_hours_target),
    inactiveDays: TEAM_REPORT_LIMITS.inactiveDays,
    cards: {
      ...completionOf(rows),
      overdue: overdueCount(rows, now),
      inactive: people.filter((p) => p.inactive).length,
      pendingRequests,
      pendingRecords,
    },
    people,
    courses: summarizeCourses(rows, scores, finalQuiz, now),
  };
}
