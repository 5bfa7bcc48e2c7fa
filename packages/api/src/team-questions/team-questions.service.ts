import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type {
  MemberQuestions,
  QuestionTraining,
  TeamQuestion,
  TeamQuestionList,
} from '../contract/team-questions';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { directReport, teamSize } from '../team/team.queries';
import { canAnswer, canMarkRead, canReply, canSee, canWithdraw } from './question-access';
import {
  completedCourses,
  questionById,
  questionsForPerson,
  questionsFromAsker,
  verifiedRecords,
  type QuestionRow,
} from './team-questions.queries';

type Db = Kysely<Schema>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function trainingOf(q: QuestionRow): QuestionTraining | null {
  if (q.course_id !== null && q.course_title_id !== null)
    return {
      kind: 'course',
      id: q.course_id,
      title: { id: q.course_title_id, en: q.course_title_en ?? q.course_title_id },
      completedOn: q.course_completed_at ? q.course_completed_at.toISOString().slice(0, 10) : null,
    };
  if (q.record_id !== null && q.record_title !== null)
    return {
      kind: 'record',
      id: q.record_id,
      title: { id: q.record_title, en: q.record_title },
      completedOn: q.record_ended_on,
    };
  return null;
}

export function viewOf(userId: number, q: QuestionRow): TeamQuestion {
  return {
    id: q.id,
    status: q.status,
    prompt: q.prompt,
    asker: { id: q.asker_id, name: q.asker_name },
    person: { id: q.person_id, name: q.person_name },
    training: trainingOf(q),
    dueOn: q.due_on,
    createdAt: q.created_at.toISOString(),
    answer: q.answer,
    answeredAt: iso(q.answered_at),
    answerEditedAt: iso(q.answer_edited_at),
    readAt: iso(q.read_at),
    reply: q.reply,
    repliedAt: iso(q.replied_at),
    withdrawnAt: iso(q.withdrawn_at),
    can: {
      answer: canAnswer(userId, q),
      withdraw: canWithdraw(userId, q),
      markRead: canMarkRead(userId, q),
      reply: canReply(userId, q),
    },
  };
}

export async function questionList(db: Db, auth: AuthClaims): Promise<TeamQuestionList> {
  const [forMe, fromMe, size] = await Promise.all([
    questionsForPerson(db, auth.companyId, auth.userId),
    questionsFromAsker(db, auth.companyId, auth.userId),
    teamSize(db, auth.companyId, auth.userId),
  ]);
  return {
    forMe: forMe.map((q) => viewOf(auth.userId, q)),
    fromMe: fromMe.map((q) => viewOf(auth.userId, q)),
    hasTeam: size > 0,
  };
}

/** One of my direct reports; anyone else (a peer's report, another company's, me) is 404. */
export async function requireReport(db: Db, auth: AuthClaims, userId: number) {
  const person =
    userId === auth.userId
      ? undefined
      : await directReport(db, auth.companyId, auth.userId, userId);
  if (!person) throw notFound('member');
  return person;
}

/** What a question to the person may be about: their completed courses and verified records. */
export async function trainingsOf(
  db: Db,
  companyId: number,
  personId: number,
): Promise<QuestionTraining[]> {
  const [courses, records] = await Promise.all([
    completedCourses(db, companyId, personId),
    verifiedRecords(db, companyId, personId),
  ]);
  return [
    ...courses.map((c) => ({
      kind: 'course' as const,
      id: c.id,
      title: { id: c.title_id, en: c.title_en },
      completedOn: c.completed_at ? c.completed_at.toISOString().slice(0, 10) : null,
    })),
    ...records.map((r) => ({
      kind: 'record' as const,
      id: r.id,
      title: { id: r.title, en: r.title },
      completedOn: r.ended_on,
    })),
  ];
}

export async function memberQuestions(
  db: Db,
  auth: AuthClaims,
  userId: number,
): Promise<MemberQuestions> {
  const person = await requireReport(db, auth, userId);
  const [items, trainings] = await Promise.all([
    questionsFromAsker(db, auth.companyId, auth.userId, userId),
    trainingsOf(db, auth.companyId, userId),
  ]);
  return {
    member: { id: person.id, name: person.name },
    items: items.map((q) => viewOf(auth.userId, q)),
    trainings,
  };
}

/** A question the caller is one of the two people of; anyone else's answers 404 as if absent. */
export async function requireVisible(db: Db, auth: AuthClaims, id: number) {
  const row = await questionById(db, auth.companyId, id);
  if (!row || !canSee(auth.userId, row)) throw notFound('question');
  return row;
}

export async function readQuestion(db: Db, auth: AuthClaims, id: number) {
  return viewOf(auth.userId, await requireVisible(db, auth, id));
}
