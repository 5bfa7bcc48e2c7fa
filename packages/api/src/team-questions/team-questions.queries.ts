import { sql, type Kysely } from 'kysely';
import type { TeamQuestionAction, TeamQuestionStatus } from '../contract/team-question-rules';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema>;

/**
 * Follow-up questions' SQL: every query is scoped by company. A question carries its two
 * people; whether the asker still leads the person is read fresh (`supervisor_id`), so a
 * change of supervisor hides the former one's questions from them at once.
 */
function questions(db: Db, companyId: number) {
  return db
    .selectFrom('team_questions as q')
    .innerJoin('users as a', 'a.id', 'q.asker_id')
    .innerJoin('users as p', 'p.id', 'q.person_id')
    .leftJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'q.course_id').onRef('c.company_id', '=', 'q.company_id'),
    )
    .leftJoin('enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'q.course_id').onRef('e.user_id', '=', 'q.person_id'),
    )
    .leftJoin('training_records as r', (join) =>
      join.onRef('r.id', '=', 'q.record_id').onRef('r.user_id', '=', 'q.person_id'),
    )
    .select([
      'q.id',
      'q.status',
      'q.prompt',
      'q.asker_id',
      'q.person_id',
      'q.course_id',
      'q.record_id',
      'q.answer',
      'q.answered_at',
      'q.answer_edited_at',
      'q.read_at',
      'q.reply',
      'q.replied_at',
      'q.withdrawn_at',
      'q.created_at',
      'a.name as asker_name',
      'p.name as person_name',
      'p.supervisor_id as person_supervisor_id',
      'c.title_id as course_title_id',
      'c.title_en as course_title_en',
      'e.completed_at as course_completed_at',
      'r.title as record_title',
      sql<string | null>`to_char(q.due_on, 'YYYY-MM-DD')`.as('due_on'),
      sql<string | null>`to_char(r.ends_on, 'YYYY-MM-DD')`.as('record_ended_on'),
    ])
    .where('q.company_id', '=', companyId);
}
export type QuestionRow = Awaited<ReturnType<typeof questionById>> & object;

export function questionById(db: Db, companyId: number, id: number) {
  return questions(db, companyId).where('q.id', '=', id).executeTakeFirst();
}

/** Asked of me, by whoever asked, newest first. */
export function questionsForPerson(db: Db, companyId: number, personId: number) {
  return questions(db, companyId)
    .where('q.person_id', '=', personId)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

/** Asked by me of those who report to me now (of one of them, given `personId`). */
export function questionsFromAsker(db: Db, companyId: number, askerId: number, personId?: number) {
  let query = questions(db, companyId)
    .where('q.asker_id', '=', askerId)
    .where('p.supervisor_id', '=', askerId);
  if (personId !== undefined) query = query.where('q.person_id', '=', personId);
  return query.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc').execute();
}

/** The person's completed courses of the company, newest first. */
export function completedCourses(db: Db, companyId: number, personId: number) {
  return db
    .selectFrom('enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['c.id', 'c.title_id', 'c.title_en', 'e.completed_at'])
    .where('e.company_id', '=', companyId)
    .where('c.company_id', '=', companyId)
    .where('e.user_id', '=', personId)
    .where('e.completed_at', 'is not', null)
    .orderBy('e.completed_at', 'desc')
    .orderBy('c.id')
    .execute();
}

/** The person's verified training records, the most recently ended first. */
export function verifiedRecords(db: Db, companyId: number, personId: number) {
  return db
    .selectFrom('training_records')
    .select(['id', 'title', sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ended_on')])
    .where('company_id', '=', companyId)
    .where('user_id', '=', personId)
    .where('status', '=', 'verified')
    .orderBy('ends_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface NewQuestionRow {
  companyId: number;
  askerId: number;
  personId: number;
  prompt: string;
  courseId: number | null;
  recordId: number | null;
  dueOn: string | null;
}

export async function insertQuestion(db: Db, row: NewQuestionRow) {
  const { id } = await db
    .insertInto('team_questions')
    .values({
      company_id: row.companyId,
      asker_id: row.askerId,
      person_id: row.personId,
      prompt: row.prompt,
      course_id: row.courseId,
      record_id: row.recordId,
      due_on: row.dueOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type QuestionChange = Partial<{
  status: TeamQuestionStatus;
  answer: string;
  answered_at: Date;
  answer_edited_at: Date;
  read_at: Date;
  reply: string;
  replied_at: Date;
  withdrawn_at: Date;
}>;

/**
 * Changes a question only from the status the caller read (so two changes at once cannot
 * both apply): false when it had moved meanwhile. A reply also needs none given yet.
 */
export async function changeQuestion(
  db: Db,
  id: number,
  from: TeamQuestionStatus,
  change: QuestionChange,
) {
  let query = db
    .updateTable('team_questions')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', from);
  if (change.reply !== undefined) query = query.where('reply', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who did what to which question: the words stay in the question, not in the log. */
export async function insertQuestionLog(
  db: Db,
  entry: {
    companyId: number;
    actorId: number;
    subjectId: number;
    action: TeamQuestionAction;
    questionId: number;
  },
) {
  await db
    .insertInto('team_log')
    .values({
      company_id: entry.companyId,
      actor_id: entry.actorId,
      subject_id: entry.subjectId,
      action: entry.action,
      facts: JSON.stringify({ questionId: entry.questionId }),
    })
    .execute();
}
