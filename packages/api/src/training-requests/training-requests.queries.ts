import { sql, type Kysely } from 'kysely';
import type { TrainingRequestAction } from '../contract/training-request-rules';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/** Training requests' SQL: every query is scoped by company. */

/** A request with its requester, their supervisor now, and the course's or event's names. */
function requests(db: Db, companyId: number) {
  return db
    .selectFrom('training_requests as r')
    .innerJoin('users as q', 'q.id', 'r.requester_id')
    .leftJoin('users as s', (join) =>
      join.onRef('s.id', '=', 'q.supervisor_id').onRef('s.company_id', '=', 'q.company_id'),
    )
    .leftJoin('users as a', 'a.id', 'r.second_approver_id')
    .leftJoin('courses as c', 'c.id', 'r.course_id')
    .leftJoin('events as ev', 'ev.id', 'r.event_id')
    .selectAll('r')
    .select([
      'q.name as requester_name',
      's.id as supervisor_id',
      's.name as supervisor_name',
      'a.name as second_approver_name',
      'c.title_id as course_title_id',
      'c.title_en as course_title_en',
      'c.price as course_price',
      'ev.title_id as event_title_id',
      'ev.title_en as event_title_en',
      'ev.starts_at as event_starts_at',
    ])
    .where('r.company_id', '=', companyId);
}
export type RequestRow = Awaited<ReturnType<typeof requestById>> & object;

export function requestById(db: Db, companyId: number, id: number) {
  return requests(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

export function requestsOf(db: Db, companyId: number, requesterId: number) {
  return requests(db, companyId)
    .where('r.requester_id', '=', requesterId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** Requests of my direct reports, and those forwarded to me. */
export function requestsForApprover(db: Db, companyId: number, approverId: number) {
  return requests(db, companyId)
    .where((eb) =>
      eb.or([eb('q.supervisor_id', '=', approverId), eb('r.second_approver_id', '=', approverId)]),
    )
    .where('r.requester_id', '<>', approverId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function stepsOf(db: Db, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('training_request_steps as st')
    .leftJoin('users as u', 'u.id', 'st.actor_id')
    .select(['st.request_id', 'st.action', 'st.comment', 'st.at', 'u.name as actor_name'])
    .where('st.request_id', 'in', requestIds)
    .orderBy('st.at')
    .orderBy('st.id')
    .execute();
}

export function personInCompany(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role_id', 'supervisor_id', 'position'])
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function companyCourseRow(db: Db, companyId: number, courseId: number) {
  return db
    .selectFrom('courses')
    .select(['id', 'price'])
    .where('company_id', '=', companyId)
    .where('id', '=', courseId)
    .executeTakeFirst();
}

export function companyEventRow(db: Db, companyId: number, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'ends_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** A request of mine for the same course or event still waiting or approved: one is enough. */
export function sameOpenRequest(
  db: Db,
  requesterId: number,
  what: { courseId?: number; eventId?: number },
) {
  let query = db
    .selectFrom('training_requests')
    .select('id')
    .where('requester_id', '=', requesterId)
    .where('status', 'in', ['pending', 'forwarded', 'approved']);
  if (what.courseId !== undefined) query = query.where('course_id', '=', what.courseId);
  else if (what.eventId !== undefined) query = query.where('event_id', '=', what.eventId);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

export interface NewRequestRow {
  companyId: number;
  requesterId: number;
  kind: 'course' | 'event' | 'external';
  courseId: number | null;
  eventId: number | null;
  external: {
    title: string;
    provider: string;
    startsOn: string;
    endsOn: string;
    hours: number;
    costIdr: number;
  } | null;
  reason: string;
}

export async function insertRequest(db: Db, row: NewRequestRow) {
  const { id } = await db
    .insertInto('training_requests')
    .values({
      company_id: row.companyId,
      requester_id: row.requesterId,
      kind: row.kind,
      course_id: row.courseId,
      event_id: row.eventId,
      title: row.external?.title ?? null,
      provider: row.external?.provider ?? null,
      starts_on: row.external?.startsOn ?? null,
      ends_on: row.external?.endsOn ?? null,
      hours: row.external?.hours ?? null,
      cost_idr: row.external?.costIdr ?? null,
      reason: row.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Moves a request on, only from the status the caller read (so two decisions at once cannot
 * both apply): false when it had moved meanwhile.
 */
export async function moveRequest(
  db: Db,
  id: number,
  from: string,
  to: { status: 'forwarded' | 'approved' | 'rejected' | 'cancelled'; secondApproverId?: number },
  now: Date,
) {
  const result = await db
    .updateTable('training_requests')
    .set({
      status: to.status,
      ...(to.secondApproverId !== undefined ? { second_approver_id: to.secondApproverId } : {}),
      ...(to.status === 'approved' || to.status === 'rejected' ? { decided_at: now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from as 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStep(
  db: Db,
  step: {
    requestId: number;
    actorId: number;
    action: TrainingRequestAction;
    comment: string | null;
  },
) {
  await db
    .insertInto('training_request_steps')
    .values({
      request_id: step.requestId,
      actor_id: step.actorId,
      action: step.action,
      comment: step.comment,
    })
    .execute();
}

/** The company's admins and trainers, who may be asked as second approver. */
export function approversOf(db: Db, companyId: number, staffRoles: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'position'])
    .where('company_id', '=', companyId)
    .where('role_id', 'in', staffRoles as never)
    .orderBy('name')
    .execute();
}

/** Whether a course was approved for me through a request: it then opens without a voucher. */
export async function hasApprovedCourse(db: Db, userId: number, courseId: number) {
  const row = await db
    .selectFrom('training_requests')
    .select(sql<number>`1`.as('one'))
    .where('requester_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}
