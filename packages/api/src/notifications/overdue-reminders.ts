import type { Kysely } from 'kysely';
import { OVERDUE_NOTICE_WINDOW_DAYS } from '../contract/notification-rules';
import type { Schema } from '../db/schema';
import { courseOverdue, teamCourseOverdue } from './notices';

const DAY_MS = 86_400_000;

/**
 * Tells the person, and their supervisor now, that a course a supervisor assigned
 * (`assigned_at` is set only by an assignment; a group's due date leaves it empty) passed its
 * due date unfinished. Run again and again, like the event reminders: each recipient hears of
 * one enrolment's due date once, since a second notice of it is refused by its `data.id`.
 * A supervisor who takes the person on later hears of it too, while it is within the window;
 * a supervisor of another company (a broken org chart) never does. Answers how many notices
 * were written.
 */
export async function remindOverdueAssignments(
  db: Kysely<Schema>,
  now: Date = new Date(),
  { companyId, push = true }: { companyId?: number; push?: boolean } = {},
): Promise<number> {
  let query = db
    .selectFrom('enrolments as e')
    .innerJoin('users as p', 'p.id', 'e.user_id')
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'p.supervisor_id').onRef('s.company_id', '=', 'e.company_id'),
    )
    .select(['e.id', 's.id as supervisor_id'])
    .where('e.assigned_at', 'is not', null)
    .where('e.completed_at', 'is', null)
    .where('e.due_at', '<', now)
    .where('e.due_at', '>=', new Date(now.getTime() - OVERDUE_NOTICE_WINDOW_DAYS * DAY_MS))
    .orderBy('e.id');
  if (companyId !== undefined) query = query.where('e.company_id', '=', companyId);
  let sent = 0;
  for (const r of await query.execute()) {
    const options = { push, at: now };
    const remind = async (trx: Kysely<Schema>) => {
      const told = [await courseOverdue(trx, { enrolmentId: r.id }, options)];
      if (r.supervisor_id !== null)
        told.push(
          await teamCourseOverdue(
            trx,
            { enrolmentId: r.id, supervisorId: r.supervisor_id },
            options,
          ),
        );
      return told.filter((id) => id !== undefined).length;
    };
    sent += db.isTransaction ? await remind(db) : await db.transaction().execute(remind);
  }
  return sent;
}
