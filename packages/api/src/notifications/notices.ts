import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { notify, type NotifyOptions } from './outbox';
import { courseName, enrolmentOwner, eventName } from './notices.queries';

/**
 * What each feature calls, inside its own transaction, when something happens to a learner:
 * the names are read here, so a feature passes ids only.
 */

type Db = Kysely<Schema>;

const named = (row: { title_id: string; title_en: string }) => ({
  id: row.title_id,
  en: row.title_en,
});

/** Whose enrolment it is, and the names of its course, for a notice about it. */
async function aboutEnrolment(trx: Db, enrolmentId: number) {
  const enrolment = await enrolmentOwner(trx, enrolmentId);
  const course = await courseName(trx, enrolment.course_id);
  return {
    recipient: { companyId: enrolment.company_id, userId: enrolment.user_id },
    course: { courseId: course.id, course: named(course) },
  };
}

export async function courseEnrolled(
  trx: Db,
  { userId, courseId }: { userId: number; courseId: number },
  options?: NotifyOptions,
) {
  const course = await courseName(trx, courseId);
  const facts = { courseId, course: named(course) };
  const notice = { companyId: course.company_id, userId, type: 'course.enrolled', facts } as const;
  return notify(trx, notice, options);
}

/** A course given with a due date (a group's course): the learner hears when it is due. */
export async function courseAssigned(
  trx: Db,
  { userId, courseId, dueAt }: { userId: number; courseId: number; dueAt: Date | null },
) {
  const course = await courseName(trx, courseId);
  const facts = { courseId, course: named(course), dueAt: dueAt?.toISOString() ?? null };
  const notice = { companyId: course.company_id, userId, type: 'course.assigned', facts } as const;
  return notify(trx, notice);
}

export async function quizGraded(
  trx: Db,
  {
    attemptId,
    enrolmentId,
    score,
    passed,
  }: { attemptId: number; enrolmentId: number; score: number | null; passed: boolean | null },
  options?: NotifyOptions,
) {
  const { recipient, course } = await aboutEnrolment(trx, enrolmentId);
  const facts = { attemptId, ...course, score, passed };
  return notify(trx, { ...recipient, type: 'quiz.graded', facts }, options);
}

export async function certificateIssued(
  trx: Db,
  { certificateId, enrolmentId }: { certificateId: number; enrolmentId: number },
  options?: NotifyOptions,
) {
  const { recipient, course } = await aboutEnrolment(trx, enrolmentId);
  return notify(
    trx,
    { ...recipient, type: 'certificate.issued', facts: { certificateId, ...course } },
    options,
  );
}

interface EventNotice {
  userId: number;
  eventId: number;
}

export async function eventRegistered(
  trx: Db,
  { userId, eventId }: EventNotice,
  options?: NotifyOptions,
) {
  const event = await eventName(trx, eventId);
  const facts = { eventId, event: named(event) };
  return notify(
    trx,
    { companyId: event.company_id, userId, type: 'event.registered', facts },
    options,
  );
}

export async function eventReminder(
  trx: Db,
  { userId, eventId }: EventNotice,
  options?: NotifyOptions,
) {
  const event = await eventName(trx, eventId);
  const facts = { eventId, event: named(event), startsAt: event.starts_at.toISOString() };
  return notify(
    trx,
    { companyId: event.company_id, userId, type: 'event.reminder', facts },
    options,
  );
}

/** What a training request is for, in both languages, and who asked. */
async function aboutRequest(trx: Db, requestId: number) {
  const row = await trx
    .selectFrom('training_requests as r')
    .innerJoin('users as q', 'q.id', 'r.requester_id')
    .leftJoin('courses as c', 'c.id', 'r.course_id')
    .leftJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.company_id',
      'r.requester_id',
      'r.title',
      'q.name as requester',
      'c.title_id as course_id_title',
      'c.title_en as course_en_title',
      'e.title_id as event_id_title',
      'e.title_en as event_en_title',
    ])
    .where('r.id', '=', requestId)
    .executeTakeFirstOrThrow();
  const title = {
    id: row.course_id_title ?? row.event_id_title ?? row.title ?? '',
    en: row.course_en_title ?? row.event_en_title ?? row.title ?? '',
  };
  return { row, title };
}

export async function trainingRequested(
  trx: Db,
  { requestId, approverId }: { requestId: number; approverId: number },
) {
  const { row, title } = await aboutRequest(trx, requestId);
  const facts = { requestId, requester: row.requester, title };
  const notice = {
    companyId: row.company_id,
    userId: approverId,
    type: 'training.requested',
    facts,
  } as const;
  return notify(trx, notice);
}

export async function trainingDecided(
  trx: Db,
  { requestId, approved }: { requestId: number; approved: boolean },
) {
  const { row, title } = await aboutRequest(trx, requestId);
  const notice = {
    companyId: row.company_id,
    userId: row.requester_id,
    type: 'training.decided',
    facts: { requestId, approved, title },
  } as const;
  return notify(trx, notice);
}

/** Who asked, and whom: a follow-up question's two people. */
async function aboutQuestion(trx: Db, questionId: number) {
  return trx
    .selectFrom('team_questions as q')
    .innerJoin('users as a', 'a.id', 'q.asker_id')
    .innerJoin('users as p', 'p.id', 'q.person_id')
    .select(['q.company_id', 'q.asker_id', 'q.person_id', 'a.name as asker', 'p.name as person'])
    .where('q.id', '=', questionId)
    .executeTakeFirstOrThrow();
}

/** To the person: their supervisor asked them a follow-up question. */
export async function teamQuestionAsked(trx: Db, { questionId }: { questionId: number }) {
  const row = await aboutQuestion(trx, questionId);
  const notice = {
    companyId: row.company_id,
    userId: row.person_id,
    type: 'team.question.asked',
    facts: { questionId, asker: row.asker },
  } as const;
  return notify(trx, notice);
}

/** To the supervisor who asked: the first answer (an edit later tells no one). */
export async function teamQuestionAnswered(trx: Db, { questionId }: { questionId: number }) {
  const row = await aboutQuestion(trx, questionId);
  const notice = {
    companyId: row.company_id,
    userId: row.asker_id,
    type: 'team.question.answered',
    facts: { questionId, personId: row.person_id, person: row.person },
  } as const;
  return notify(trx, notice);
}

/** An assigned course past its due date: what it is, whose, and who supervises them now. */
async function aboutOverdue(trx: Db, enrolmentId: number) {
  return trx
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('users as p', 'p.id', 'e.user_id')
    .select(['e.company_id', 'e.user_id', 'e.course_id', 'e.due_at', 'p.name as person'])
    .select(['c.title_id', 'c.title_en'])
    .where('e.id', '=', enrolmentId)
    .executeTakeFirstOrThrow();
}

/** To the person: a course their supervisor assigned is past its due date. */
export async function courseOverdue(
  trx: Db,
  { enrolmentId }: { enrolmentId: number },
  options?: NotifyOptions,
) {
  const row = await aboutOverdue(trx, enrolmentId);
  const facts = {
    enrolmentId,
    courseId: row.course_id,
    course: named(row),
    dueAt: row.due_at!.toISOString(),
  };
  const notice = {
    companyId: row.company_id,
    userId: row.user_id,
    type: 'course.overdue',
    facts,
  } as const;
  return notify(trx, notice, options);
}

/** To the person's supervisor: the same overdue course, with a way to the person's page. */
export async function teamCourseOverdue(
  trx: Db,
  { enrolmentId, supervisorId }: { enrolmentId: number; supervisorId: number },
  options?: NotifyOptions,
) {
  const row = await aboutOverdue(trx, enrolmentId);
  const facts = {
    enrolmentId,
    personId: row.user_id,
    person: row.person,
    course: named(row),
    dueAt: row.due_at!.toISOString(),
  };
  const notice = {
    companyId: row.company_id,
    userId: supervisorId,
    type: 'team.course.overdue',
    facts,
  } as const;
  return notify(trx, notice, options);
}
