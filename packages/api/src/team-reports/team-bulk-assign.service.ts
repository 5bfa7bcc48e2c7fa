import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { Language } from '../contract/languages';
import type { BulkAssigned, BulkAssignRequest, BulkAssignResult } from '../contract/team-reports';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { directReports } from '../team/team.queries';
import { assignCourse } from '../team/team.service';
import { requireCourse } from './team-courses.service';

type Db = Kysely<Schema>;

/**
 * `db` inside an open transaction, for a service that opens its own: its transaction joins
 * this one, so a bulk assignment is all written or none. Methods are bound to the real
 * transaction, whose private fields a proxy cannot reach.
 */
function joined(trx: Db): Db {
  return new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => ({ execute: <T>(fn: (t: Db) => T) => fn(target) });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Assigns the course to several of my direct reports at once, each with the one-person
 * assignment's rules and messages, in one transaction. Anyone not my direct report makes the
 * whole request 404 (ids reveal nothing); a refusal of the request itself (a due date out of
 * range) is the request's 400; a person's own refusal (already completed, a paid course) is
 * reported for them while the others are assigned.
 */
export async function bulkAssign(
  db: Db,
  auth: AuthClaims,
  courseId: number,
  request: BulkAssignRequest,
  lang: Language,
  now = new Date(),
): Promise<BulkAssigned> {
  await requireCourse(db, auth, courseId);
  const mine = new Map(
    (await directReports(db, auth.companyId, auth.userId)).map((p) => [p.id, p]),
  );
  const userIds = [...new Set(request.userIds)];
  if (userIds.some((id) => !mine.has(id))) throw notFound('member');
  const one = { courseId, dueOn: request.dueOn, ...(request.note ? { note: request.note } : {}) };

  return db.transaction().execute(async (trx) => {
    const results: BulkAssignResult[] = [];
    for (const userId of userIds) {
      const name = mine.get(userId)!.name;
      try {
        const done = await assignCourse(joined(trx), auth, userId, one, now);
        results.push({
          userId,
          name,
          assigned: true,
          enrolled: done.enrolled,
          dueAt: done.dueAt,
          refusal: null,
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 400) throw error;
        const { code, message } = error.body(lang).error;
        results.push({
          userId,
          name,
          assigned: false,
          enrolled: false,
          dueAt: null,
          refusal: { code, message },
        });
      }
    }
    return { results };
  });
}
