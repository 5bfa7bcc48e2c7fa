import type { Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { TeamQuestionAction } from '../contract/team-question-rules';
import type { NewTeamQuestion, TeamQuestion } from '../contract/team-questions';
import { TEAM_LIMITS } from '../contract/team-rules';
import type { Schema } from '../db/schema';
import { ApiError, forbidden } from '../http/errors';
import { teamQuestionAnswered, teamQuestionAsked } from '../notifications/notices';
import { addDays, dayKey } from '../points/company-days';
import { companyTargets } from '../team/team.queries';
import { isAsker, isPerson, refusalOf, type QuestionFacts } from './question-access';
import { changeQuestion, insertQuestion, insertQuestionLog } from './team-questions.queries';
import { readQuestion, requireReport, requireVisible, trainingsOf } from './team-questions.service';

/**
 * The changes to a follow-up question: asking, withdrawing, answering (and editing the
 * answer), reading and replying. Each is written to `team_log` in the same transaction; the
 * person hears of a question, the supervisor of its first answer.
 */

type Db = Kysely<Schema>;

const refused = (change: Parameters<typeof refusalOf>[0], q: QuestionFacts) => {
  const { code, key } = refusalOf(change, q);
  return new ApiError(409, key, {}, code);
};

/** The related training, which must be one the person completed; and the due day. */
async function checkNewQuestion(
  db: Db,
  auth: AuthClaims,
  personId: number,
  body: NewTeamQuestion,
  now: Date,
) {
  if (body.courseId !== undefined && body.recordId !== undefined)
    throw new ApiError(400, 'invalid', { field: 'recordId' }, 'invalid');
  const id = body.courseId ?? body.recordId;
  if (id !== undefined) {
    const kind = body.courseId !== undefined ? 'course' : 'record';
    const trainings = await trainingsOf(db, auth.companyId, personId);
    if (!trainings.some((t) => t.kind === kind && t.id === id))
      throw new ApiError(
        409,
        'questionTraining',
        { field: kind === 'course' ? 'courseId' : 'recordId' },
        'training_not_completed',
      );
  }
  if (body.dueOn === undefined) return;
  const { time_zone } = await companyTargets(db, auth.companyId);
  const today = dayKey(now, time_zone);
  if (body.dueOn < today) throw new ApiError(400, 'teamDuePast', { field: 'dueOn' }, 'due_in_past');
  if (body.dueOn > addDays(today, TEAM_LIMITS.dueMaxDays))
    throw new ApiError(
      400,
      'teamDueTooFar',
      { field: 'dueOn', n: TEAM_LIMITS.dueMaxDays },
      'due_too_far',
    );
}

export async function askQuestion(
  db: Db,
  auth: AuthClaims,
  personId: number,
  body: NewTeamQuestion,
  now = new Date(),
): Promise<TeamQuestion> {
  await requireReport(db, auth, personId);
  await checkNewQuestion(db, auth, personId, body, now);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertQuestion(trx, {
      companyId: auth.companyId,
      askerId: auth.userId,
      personId,
      prompt: body.prompt,
      courseId: body.courseId ?? null,
      recordId: body.recordId ?? null,
      dueOn: body.dueOn ?? null,
    });
    await insertQuestionLog(trx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      subjectId: personId,
      action: 'question.asked',
      questionId: created,
    });
    await teamQuestionAsked(trx, { questionId: created });
    return created;
  });
  return readQuestion(db, auth, id);
}

type Change = 'answer' | 'withdraw' | 'markRead' | 'reply';

/**
 * Runs one change on a question the caller sees: the wrong one of the two people is refused
 * (403), the wrong state answers 409 with the contract's words, and a question that moved
 * meanwhile is refused the same way.
 */
async function change(
  db: Db,
  auth: AuthClaims,
  id: number,
  what: Change,
  apply: (trx: Db, q: QuestionFacts & { id: number }) => Promise<boolean | 'unchanged'>,
) {
  const row = await requireVisible(db, auth, id);
  const mine = what === 'answer' ? isPerson(auth.userId, row) : isAsker(auth.userId, row);
  if (!mine) throw forbidden();
  await db.transaction().execute(async (trx) => {
    const done = await apply(trx, row);
    if (done === false) throw refused(what, row);
  });
  return readQuestion(db, auth, id);
}

const log = (
  trx: Db,
  auth: AuthClaims,
  q: QuestionFacts & { id: number },
  action: TeamQuestionAction,
) =>
  insertQuestionLog(trx, {
    companyId: auth.companyId,
    actorId: auth.userId,
    subjectId: q.person_id,
    action,
    questionId: q.id,
  });

export const withdrawQuestion = (db: Db, auth: AuthClaims, id: number, now = new Date()) =>
  change(db, auth, id, 'withdraw', async (trx, q) => {
    if (q.status !== 'open') return false;
    if (!(await changeQuestion(trx, q.id, 'open', { status: 'withdrawn', withdrawn_at: now })))
      return false;
    await log(trx, auth, q, 'question.withdrawn');
    return true;
  });

/** The first answer tells the supervisor; an edit (before they read it) tells no one. */
export const answerQuestion = (
  db: Db,
  auth: AuthClaims,
  id: number,
  answer: string,
  now = new Date(),
) =>
  change(db, auth, id, 'answer', async (trx, q) => {
    if (q.status === 'open') {
      const set = { status: 'answered' as const, answer, answered_at: now };
      if (!(await changeQuestion(trx, q.id, 'open', set))) return false;
      await log(trx, auth, q, 'question.answered');
      await teamQuestionAnswered(trx, { questionId: q.id });
      return true;
    }
    if (q.status !== 'answered') return false;
    const set = { answer, answer_edited_at: now };
    if (!(await changeQuestion(trx, q.id, 'answered', set))) return false;
    await log(trx, auth, q, 'question.edited');
    return true;
  });

/** Read once is enough: reading a read answer again changes nothing. */
export const markQuestionRead = (db: Db, auth: AuthClaims, id: number, now = new Date()) =>
  change(db, auth, id, 'markRead', async (trx, q) => {
    if (q.status === 'read') return 'unchanged';
    if (q.status !== 'answered') return false;
    if (!(await changeQuestion(trx, q.id, 'answered', { status: 'read', read_at: now })))
      return false;
    await log(trx, auth, q, 'question.read');
    return true;
  });

/** One reply to an answer; it reads the answer too, so the answer is final from then on. */
export const replyToQuestion = (
  db: Db,
  auth: AuthClaims,
  id: number,
  reply: string,
  now = new Date(),
) =>
  change(db, auth, id, 'reply', async (trx, q) => {
    if (q.reply !== null || (q.status !== 'answered' && q.status !== 'read')) return false;
    const set = { status: 'read' as const, reply, replied_at: now };
    const read = q.status === 'answered' ? { read_at: now } : {};
    if (!(await changeQuestion(trx, q.id, q.status, { ...set, ...read }))) return false;
    if (q.status === 'answered') await log(trx, auth, q, 'question.read');
    await log(trx, auth, q, 'question.replied');
    return true;
  });
