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
}

/**
 * Due dates on demo enrolments, so the dashboard shows every case: member2 has a course
 * overdue and one due soon, and a finished course whose due date passed (finished, so not
 * overdue); member has one due soon. Only enrolments the learning seed made are dated.
 */
const ASSIGNMENTS: Record<CompanyKey, readonly AssignmentSeed[]> = {
  ajar: [
    {
      email: 'member2@ajar.local',
      course: 'safety',
      assignedBy: 'admin@ajar.local',
      dueInDays: -3,
    },
    {
      email: 'member2@ajar.local',
      course: 'leadership',
      assignedBy: 'trainer@ajar.local',
      dueInDays: 5,
    },
    {
      email: 'member2@ajar.local',
      course: 'ajar-guide',
      assignedBy: 'admin@ajar.local',
      dueInDays: -20,
    },
    {
      email: 'member@ajar.local',
      course: 'communication',
      assignedBy: 'admin@ajar.local',
      dueInDays: 4,
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
    const result = await db
      .updateTable('enrolments')
      .set({
        due_at: new Date(ctx.now.getTime() + seed.dueInDays * DAY_MS),
        assigned_by: need(ctx.users.get(seed.assignedBy), `user ${seed.assignedBy}`),
      })
      .where('company_id', '=', ctx.companyId)
      .where('user_id', '=', need(ctx.users.get(seed.email), `user ${seed.email}`))
      .where('course_id', '=', need(ctx.courses.get(seed.course), `course ${seed.course}`))
      .executeTakeFirst();
    // An assignment without its enrolment would quietly seed less than it says.
    if (Number(result.numUpdatedRows) !== 1) {
      throw new Error(`seed: no enrolment of ${seed.email} in ${seed.course} to assign`);
    }
    dated += 1;
  }
  return dated;
}
