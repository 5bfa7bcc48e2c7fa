import { sql, type Kysely } from 'kysely';
import { QUIZ_KIND } from '../contract/quiz-rules';
import type { DailyItemSource } from '../contract/daily-quiz-rules';
import type { AnswerValue } from '../contract/quiz';
import type { Schema } from '../db/schema';
import type { Candidate } from './selection';
import type { CardRow } from './scheduling';
import type { StreakState } from './streak';

/** SQL of the daily quiz; every read is the caller's own rows in the caller's company. */

type Db = Kysely<Schema>;

/** Candidates are read in bulk and picked in code; this many of each kind is plenty. */
const CANDIDATES = 60;

/** The learner, their company and its calendar zone. */
export function learnerOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.company_id', 'c.time_zone'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Scored questions of the company's course quizzes (not evaluations, not opinions). */
function courseQuestions(db: Db, companyId: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('quizzes as z', 'z.id', 'q.quiz_id')
    .innerJoin('course_contents as c', 'c.id', 'z.content_id')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .where('co.company_id', '=', companyId)
    .where('z.kind', '=', QUIZ_KIND.Quiz)
    .where('q.type', '!=', 'likert');
}

/**
 * Questions with a card, due before `until` (the end of today) or, `due: false`, not yet:
 * soonest first either way.
 */
export async function reviewCards(
  db: Db,
  learner: { id: number; company_id: number },
  until: Date,
  due: boolean,
): Promise<Candidate[]> {
  return courseQuestions(db, learner.company_id)
    .innerJoin('review_cards as r', 'r.question_id', 'q.id')
    .select(['q.id as questionId', 'co.id as courseId'])
    .where('r.user_id', '=', learner.id)
    .where('r.due', due ? '<' : '>=', until)
    .orderBy('r.due')
    .orderBy('q.id')
    .limit(CANDIDATES)
    .execute();
}

/**
 * The learner's answers in submitted course quizzes to questions that have no card yet,
 * newest attempt first, for the service to grade (a wrong one comes back as "missed").
 */
export function answersWithoutCard(db: Db, learner: { id: number; company_id: number }) {
  return courseQuestions(db, learner.company_id)
    .innerJoin('attempt_answers as aa', 'aa.question_id', 'q.id')
    .innerJoin('attempts as a', 'a.id', 'aa.attempt_id')
    .leftJoin('review_cards as r', (join) =>
      join.onRef('r.question_id', '=', 'q.id').on('r.user_id', '=', learner.id),
    )
    .select(['q.id as questionId', 'co.id as courseId', 'aa.value'])
    .where('a.user_id', '=', learner.id)
    .where('a.submitted_at', 'is not', null)
    .where('r.question_id', 'is', null)
    .orderBy('a.submitted_at', 'desc')
    .orderBy('q.position')
    .limit(CANDIDATES * 4)
    .execute();
}

/** Questions of the courses the learner is enrolled in, never seen in a daily quiz. */
export async function newQuestions(
  db: Db,
  learner: { id: number; company_id: number },
): Promise<Candidate[]> {
  return courseQuestions(db, learner.company_id)
    .innerJoin('enrolments as e', (join) =>
      join.onRef('e.course_id', '=', 'co.id').on('e.user_id', '=', learner.id),
    )
    .leftJoin('review_cards as r', (join) =>
      join.onRef('r.question_id', '=', 'q.id').on('r.user_id', '=', learner.id),
    )
    .select(['q.id as questionId', 'co.id as courseId'])
    .where('r.question_id', 'is', null)
    .orderBy('e.last_activity_at', 'desc')
    .orderBy('c.position')
    .orderBy('q.position')
    .orderBy('q.id')
    .limit(CANDIDATES)
    .execute();
}

const quizColumns = [
  'id',
  'company_id',
  'user_id',
  'started_at',
  'finished_at',
  'correct_count',
  'total',
  sql<string>`to_char(day_key, 'YYYY-MM-DD')`.as('day'),
] as const;
export type DailyQuizRow = Awaited<ReturnType<typeof findQuizOfDay>> & object;

export function findQuizOfDay(db: Db, userId: number, day: string) {
  return db
    .selectFrom('daily_quizzes')
    .select(quizColumns)
    .where('user_id', '=', userId)
    .where('day_key', '=', day)
    .executeTakeFirst();
}

/** The learner's quiz by id, locked for an answer; another person's is not found. */
export function findQuiz(db: Db, userId: number, id: number) {
  return db
    .selectFrom('daily_quizzes')
    .select(quizColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Today's quiz with its items; null when another request created it first. */
export async function insertQuiz(
  db: Db,
  quiz: { companyId: number; userId: number; day: string; at: Date },
  items: readonly { questionId: number; source: DailyItemSource }[],
): Promise<number | null> {
  const row = await db
    .insertInto('daily_quizzes')
    .values({
      company_id: quiz.companyId,
      user_id: quiz.userId,
      day_key: quiz.day,
      started_at: quiz.at,
      total: items.length,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  if (items.length > 0)
    await db
      .insertInto('daily_quiz_items')
      .values(
        items.map((item, i) => ({
          daily_quiz_id: row.id,
          position: i + 1,
          question_id: item.questionId,
          source: item.source,
        })),
      )
      .execute();
  return row.id;
}

export function itemsOf(db: Db, quizId: number) {
  return db
    .selectFrom('daily_quiz_items as i')
    .innerJoin('questions as q', 'q.id', 'i.question_id')
    .innerJoin('quizzes as z', 'z.id', 'q.quiz_id')
    .innerJoin('course_contents as c', 'c.id', 'z.content_id')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .selectAll('i')
    .select(['co.id as courseId', 'co.title_id as courseTitleId', 'co.title_en as courseTitleEn'])
    .where('i.daily_quiz_id', '=', quizId)
    .orderBy('i.position')
    .execute();
}

/** Keeps the first answer only: a second one for the same item changes nothing. */
export async function recordAnswer(
  db: Db,
  item: { quizId: number; questionId: number },
  answer: { value: AnswerValue; isCorrect: boolean; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('daily_quiz_items')
    .set({
      answer: JSON.stringify(answer.value),
      is_correct: answer.isCorrect,
      answered_at: answer.at,
    })
    .where('daily_quiz_id', '=', item.quizId)
    .where('question_id', '=', item.questionId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishQuiz(db: Db, quizId: number, correct: number, at: Date) {
  await db
    .updateTable('daily_quizzes')
    .set({ finished_at: at, correct_count: correct })
    .where('id', '=', quizId)
    .where('finished_at', 'is', null)
    .execute();
}

export function cardOf(db: Db, userId: number, questionId: number) {
  return db
    .selectFrom('review_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export async function saveCard(db: Db, userId: number, questionId: number, card: CardRow) {
  await db
    .insertInto('review_cards')
    .values({ user_id: userId, question_id: questionId, ...card })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet(card))
    .execute();
}

export async function streakOf(db: Db, userId: number, lock = false): Promise<StreakState | null> {
  const query = db
    .selectFrom('daily_streaks')
    .select([
      'current',
      'longest',
      sql<string | null>`to_char(last_day_key, 'YYYY-MM-DD')`.as('lastDay'),
      'freezes',
    ])
    .where('user_id', '=', userId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ?? null;
}

export async function saveStreak(
  db: Db,
  userId: number,
  state: StreakState,
  frozenDays: readonly string[],
) {
  const values = {
    current: state.current,
    longest: state.longest,
    last_day_key: state.lastDay,
    freezes: state.freezes,
  };
  await db
    .insertInto('daily_streaks')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  if (frozenDays.length > 0)
    await db
      .insertInto('daily_streak_freezes')
      .values(frozenDays.map((day) => ({ user_id: userId, day_key: day })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Finished quizzes and frozen days from `from` on, oldest first. */
export async function calendarFrom(db: Db, userId: number, from: string) {
  const [done, frozen] = await Promise.all([
    db
      .selectFrom('daily_quizzes')
      .select([sql<string>`to_char(day_key, 'YYYY-MM-DD')`.as('day'), 'correct_count', 'total'])
      .where('user_id', '=', userId)
      .where('day_key', '>=', from)
      .where('finished_at', 'is not', null)
      .execute(),
    db
      .selectFrom('daily_streak_freezes')
      .select(sql<string>`to_char(day_key, 'YYYY-MM-DD')`.as('day'))
      .where('user_id', '=', userId)
      .where('day_key', '>=', from)
      .execute(),
  ]);
  return { done, frozen: frozen.map((f) => f.day) };
}
