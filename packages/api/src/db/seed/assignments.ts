import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';
import type { LearningIds } from './learning-demo';

const DAY_MS = 86_400_000;

interface AssignmentSeed {
  email: string;
  course: string;
  assignedBy: string;
  /** Negative: already past due. */
  dueInDays: number;
  /** How long ago it was assigned. */
  assignedDaysAgo: number;
  note?: string;
}

/**
 * Due dates on demo enrolments, so the dashboard shows every case: member2 has a course
 * overdue and one due soon, and a finished course whose due date passed (finished, so not
 * overdue); member has one due soon. Only enrolments the learning seed made are dated.
 * Yoga's leadership course is Rina's assignment, as his supervisor: her team page shows it
 * with its note and in his log.
 */
const ASSIGNMENTS: Record<CompanyKey, readonly AssignmentSeed[]> = {
  ajar: [
    {
      email: 'member2@ajar.local',
      course: 'safety',
      assignedBy: 'admin@ajar.local',
      dueInDays: -3,
      assignedDaysAgo: 30,
      note: 'Wajib K3 tahunan untuk seluruh staf penjualan lapangan.',
    },
    {
      email: 'member2@ajar.local',
      course: 'leadership',
      assignedBy: 'member@ajar.local',
      dueInDays: 5,
      assignedDaysAgo: 9,
      note: 'Persiapan memimpin tim kecil untuk proyek klien baru bulan depan.',
    },
    {
      email: 'member2@ajar.local',
      course: 'ajar-guide',
      assignedBy: 'admin@ajar.local',
      dueInDays: -20,
      assignedDaysAgo: 45,
    },
    {
      email: 'member@ajar.local',
      course: 'communication',
      assignedBy: 'admin@ajar.local',
      dueInDays: 4,
      assignedDaysAgo: 12,
    },
  ],
  nusantara: [],
};

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: unknown ${what}`);
  return value;
}

/** Dates the demo assignments; answers how many were dated. */
export async function insertAssignments(
  db: Kysely<Schema>,
  key: CompanyKey,
  ctx: LearningIds,
): Promise<number> {
  let dated = 0;
  for (const seed of ASSIGNMENTS[key]) {
    const dueAt = new Date(ctx.now.getTime() + seed.dueInDays * DAY_MS);
    const assignedAt = new Date(ctx.now.getTime() - seed.assignedDaysAgo * DAY_MS);
    const by = need(ctx.users.get(seed.assignedBy), `user ${seed.assignedBy}`);
    const userId = need(ctx.users.get(seed.email), `user ${seed.email}`);
    const courseId = need(ctx.courses.get(seed.course), `course ${seed.course}`);
    const result = await db
      .updateTable('enrolments')
      .set({
        due_at: dueAt,
        assigned_by: by,
        assigned_at: assignedAt,
        assignment_note: seed.note ?? null,
      })
      .where('company_id', '=', ctx.companyId)
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    // An assignment without its enrolment would quietly seed less than it says.
    if (Number(result.numUpdatedRows) !== 1) {
      throw new Error(`seed: no enrolment of ${seed.email} in ${seed.course} to assign`);
    }
    const course = await db
      .selectFrom('courses')
      .select(['title_id', 'title_en'])
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('team_log')
      .values({
        company_id: ctx.companyId,
        actor_id: by,
        subject_id: userId,
        action: 'course.assigned',
        facts: JSON.stringify({
          courseId,
          title: { id: course.title_id, en: course.title_en },
          dueAt: dueAt.toISOString(),
          note: seed.note ?? null,
        }),
        at: assignedAt,
      })
      .execute();
    dated += 1;
  }
  return dated;
}
