import type { Kysely } from 'kysely';
import { ROLE, STAFF_ROLES } from '../contract/roles';
import type { AuthClaims } from '../auth/tokens';
import type {
  NewTrainingRequest,
  TrainingDecision,
  TrainingRequest,
  TrainingRequestList,
} from '../contract/training-requests';
import { isOpenRequest } from '../contract/training-request-rules';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { trainingDecided, trainingRequested } from '../notifications/notices';
import { approverOf, canCancel, canDecide, canForward, canSee } from './request-access';
import {
  approversOf,
  companyCourseRow,
  companyEventRow,
  insertRequest,
  insertStep,
  moveRequest,
  personInCompany,
  requestById,
  requestsForApprover,
  requestsOf,
  sameOpenRequest,
  stepsOf,
  type RequestRow,
} from './training-requests.queries';

type Db = Kysely<Schema>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const day = (d: Date | null) => (d === null ? '' : d.toISOString().slice(0, 10));
/** Who may be a second approver: the company's staff (HR, L&D), the superadmin too. */
const APPROVER_ROLES = [...STAFF_ROLES, ROLE.superadmin] as const;

function titleOf(r: RequestRow) {
  if (r.kind === 'course') return { id: r.course_title_id ?? '', en: r.course_title_en ?? '' };
  if (r.kind === 'event') return { id: r.event_title_id ?? '', en: r.event_title_en ?? '' };
  return { id: r.title ?? '', en: r.title ?? '' };
}

async function views(db: Db, userId: number, rows: RequestRow[]): Promise<TrainingRequest[]> {
  const steps = await stepsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const approverId = approverOf(r);
    const approverName =
      approverId === null
        ? null
        : approverId === r.second_approver_id
          ? r.second_approver_name
          : r.supervisor_name;
    return {
      id: r.id,
      kind: r.kind,
      title: titleOf(r),
      course: r.course_id === null ? null : { id: r.course_id, price: Number(r.course_price ?? 0) },
      event:
        r.event_id === null || r.event_starts_at === null
          ? null
          : { id: r.event_id, startsAt: r.event_starts_at.toISOString() },
      external:
        r.kind === 'external'
          ? {
              title: r.title ?? '',
              provider: r.provider ?? '',
              startsOn: day(r.starts_on),
              endsOn: day(r.ends_on),
              hours: Number(r.hours ?? 0),
              costIdr: Number(r.cost_idr ?? 0),
            }
          : null,
      reason: r.reason,
      status: r.status,
      requester: { id: r.requester_id, name: r.requester_name },
      approver: approverId === null ? null : { id: approverId, name: approverName ?? '' },
      secondApprover:
        r.second_approver_id === null
          ? null
          : { id: r.second_approver_id, name: r.second_approver_name ?? '' },
      createdAt: r.created_at.toISOString(),
      decidedAt: iso(r.decided_at),
      can: {
        decide: canDecide(userId, r),
        forward: canForward(userId, r),
        cancel: canCancel(userId, r),
      },
      steps: steps
        .filter((s) => s.request_id === r.id)
        .map((s) => ({
          action: s.action,
          by: s.actor_name,
          comment: s.comment,
          at: s.at.toISOString(),
        })),
    };
  });
}

export async function trainingRequestList(db: Db, auth: AuthClaims): Promise<TrainingRequestList> {
  const [me, mine, approving] = await Promise.all([
    personInCompany(db, auth.companyId, auth.userId),
    requestsOf(db, auth.companyId, auth.userId),
    requestsForApprover(db, auth.companyId, auth.userId),
  ]);
  const supervisor =
    me?.supervisor_id != null ? await personInCompany(db, auth.companyId, me.supervisor_id) : null;
  const others = await views(db, auth.userId, approving);
  return {
    mine: await views(db, auth.userId, mine),
    toDecide: others.filter((r) => r.can.decide),
    team: others.filter((r) => !r.can.decide),
    supervisor: supervisor ? { id: supervisor.id, name: supervisor.name } : null,
  };
}

/** A request the caller may see; anyone else's answers 404 as if absent. */
async function requireVisible(db: Db, auth: AuthClaims, id: number) {
  const row = await requestById(db, auth.companyId, id);
  if (!row || !canSee(auth.userId, row)) throw notFound('request');
  return row;
}

export async function readTrainingRequest(db: Db, auth: AuthClaims, id: number) {
  const [view] = await views(db, auth.userId, [await requireVisible(db, auth, id)]);
  return view!;
}

/** What the request is for: a course or event of my company, or an external training. */
async function subjectOf(db: Db, auth: AuthClaims, body: NewTrainingRequest, now: Date) {
  const invalid = (field: string) => new ApiError(400, 'invalid', { field }, 'invalid');
  if (body.kind === 'course') {
    if (body.courseId === undefined)
      throw new ApiError(400, 'required', { field: 'courseId' }, 'required');
    if (!(await companyCourseRow(db, auth.companyId, body.courseId))) throw notFound('course');
    return { courseId: body.courseId, eventId: null, external: null };
  }
  if (body.kind === 'event') {
    if (body.eventId === undefined)
      throw new ApiError(400, 'required', { field: 'eventId' }, 'required');
    const event = await companyEventRow(db, auth.companyId, body.eventId);
    if (!event) throw notFound('event');
    if (event.ends_at < now)
      throw new ApiError(409, 'trainingEventOver', { field: 'eventId' }, 'event_over');
    return { courseId: null, eventId: body.eventId, external: null };
  }
  const external = body.external;
  if (!external) throw new ApiError(400, 'required', { field: 'external' }, 'required');
  if (external.endsOn < external.startsOn) throw invalid('endsOn');
  return { courseId: null, eventId: null, external };
}

export async function createTrainingRequest(
  db: Db,
  auth: AuthClaims,
  body: NewTrainingRequest,
  now = new Date(),
) {
  const me = await personInCompany(db, auth.companyId, auth.userId);
  const supervisorId = me?.supervisor_id ?? null;
  if (supervisorId === null) throw new ApiError(409, 'trainingNoSupervisor', {}, 'no_supervisor');
  const subject = await subjectOf(db, auth, body, now);
  if (
    await sameOpenRequest(db, auth.userId, {
      courseId: subject.courseId ?? undefined,
      eventId: subject.eventId ?? undefined,
    })
  )
    throw new ApiError(409, 'trainingAlreadyAsked', {}, 'already_requested');
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertRequest(trx, {
      companyId: auth.companyId,
      requesterId: auth.userId,
      kind: body.kind,
      ...subject,
      reason: body.reason,
    });
    await insertStep(trx, {
      requestId: created,
      actorId: auth.userId,
      action: 'submitted',
      comment: null,
    });
    await trainingRequested(trx, { requestId: created, approverId: supervisorId });
    return created;
  });
  return readTrainingRequest(db, auth, id);
}

/**
 * The supervisor approves (alone, or forwarding to a second approver) or rejects with a
 * comment; once forwarded, the second approver approves or rejects. The requester hears of
 * the end result; a forwarded request is announced to the second approver.
 */
export async function decideTrainingRequest(
  db: Db,
  auth: AuthClaims,
  id: number,
  body: TrainingDecision,
  now = new Date(),
) {
  const row = await requireVisible(db, auth, id);
  if (!canDecide(auth.userId, row))
    throw new ApiError(
      409,
      'trainingNotYours',
      {},
      isOpenRequest(row.status) ? 'not_approver' : 'decided',
    );
  const comment = body.comment?.trim() || null;
  if (body.decision === 'reject' && comment === null)
    throw new ApiError(400, 'required', { field: 'comment' }, 'comment_required');
  let secondApproverId: number | undefined;
  if (body.decision === 'approve' && body.secondApproverId !== undefined) {
    if (!canForward(auth.userId, row))
      throw new ApiError(400, 'invalid', { field: 'secondApproverId' }, 'invalid');
    const second = await personInCompany(db, auth.companyId, body.secondApproverId);
    const eligible =
      second !== undefined &&
      (APPROVER_ROLES as readonly number[]).includes(second.role_id) &&
      second.id !== row.requester_id &&
      second.id !== auth.userId;
    if (!eligible) throw new ApiError(400, 'invalid', { field: 'secondApproverId' }, 'invalid');
    secondApproverId = second.id;
  }
  const status =
    body.decision === 'reject'
      ? 'rejected'
      : secondApproverId !== undefined
        ? 'forwarded'
        : 'approved';
  await db.transaction().execute(async (trx) => {
    if (!(await moveRequest(trx, id, row.status, { status, secondApproverId }, now)))
      throw new ApiError(409, 'trainingNotYours', {}, 'decided');
    await insertStep(trx, { requestId: id, actorId: auth.userId, action: status, comment });
    if (status === 'forwarded')
      await trainingRequested(trx, { requestId: id, approverId: secondApproverId! });
    else await trainingDecided(trx, { requestId: id, approved: status === 'approved' });
  });
  return readTrainingRequest(db, auth, id);
}

export async function cancelTrainingRequest(
  db: Db,
  auth: AuthClaims,
  id: number,
  now = new Date(),
) {
  const row = await requireVisible(db, auth, id);
  if (!canCancel(auth.userId, row))
    throw new ApiError(
      409,
      'trainingNotYours',
      {},
      row.requester_id === auth.userId ? 'decided' : 'not_requester',
    );
  await db.transaction().execute(async (trx) => {
    if (!(await moveRequest(trx, id, row.status, { status: 'cancelled' }, now)))
      throw new ApiError(409, 'trainingNotYours', {}, 'decided');
    await insertStep(trx, {
      requestId: id,
      actorId: auth.userId,
      action: 'cancelled',
      comment: null,
    });
  });
  return readTrainingRequest(db, auth, id);
}

export async function secondApprovers(db: Db, auth: AuthClaims) {
  const rows = await approversOf(db, auth.companyId, APPROVER_ROLES);
  return { items: rows.filter((r) => r.id !== auth.userId) };
}
