import { sql, type Kysely } from 'kysely';
import type { AuthClaims } from '../auth/tokens';
import type { DailyAnswerResult, DailyQuiz, DailyQuizToday } from '../contract/daily-quiz';
import { DAILY_CALENDAR_DAYS, STREAK_MILESTONES } from '../contract/daily-quiz-rules';
import type { AnswerValue } from '../contract/quiz';
import type { Schema } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { addDays, dayKey, startOfDay } from '../points/company-days';
import { awardPoints } from '../points/points-award.service';
import { acceptAnswer } from '../quiz/answer-validation';
import { gradedQuestion } from '../quiz/attempt-view';
import { credit } from '../quiz/grading';
import { loadQuestionsById } from '../quiz/quiz.queries';
import {
  answersWithoutCard,
  calendarFrom,
  cardOf,
  findQuiz,
  findQuizOfDay,
  finishQuiz,
  insertQuiz,
  itemsOf,
  learnerOf,
  newQuestions,
  recordAnswer,
  reviewCards,
  saveCard,
  saveStreak,
  streakOf,
  type DailyQuizRow,
} from './daily-quiz.queries';
import { dailyQuizView } from './daily-quiz-view';
import { nextCard } from './scheduling';
import { pickItems, type Candidate } from './selection';
import { advanceStreak, NO_STREAK, streakOn } from './streak';

/**
 * One short quiz a day per learner. The day is the company's (its time zone, on the server);
 * a quiz is answered on its own day only, each answer once, and the last answer finishes it:
 * the streak moves and points are given in the same transaction.
 */

type Db = Kysely<Schema>;
type Learner = Awaited<ReturnType<typeof learnerOf>>;

const PAGE = '/my-daily-quiz';
const STREAK_RULES = STREAK_MILESTONES.map((days) => `streak.${days}` as const);

const dailyQuizDone = () => new ApiError(409, 'dailyQuizDone', {}, 'daily_quiz_done');
const dailyQuizClosed = () => new ApiError(409, 'dailyQuizClosed', {}, 'daily_quiz_closed');
const dailyQuizEmpty = () => new ApiError(409, 'dailyQuizEmpty', {}, 'daily_quiz_empty');

/** Questions missed in course quizzes: an answer that did not earn full marks. */
async function missedQuestions(db: Db, learner: Learner): Promise<Candidate[]> {
  const answers = await answersWithoutCard(db, learner);
  const questions = new Map(
    (await loadQuestionsById(db, [...new Set(answers.map((a) => a.questionId))])).map((q) => [
      q.id,
      q,
    ]),
  );
  const seen = new Set<number>();
  const missed: Candidate[] = [];
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    if (!question || seen.has(answer.questionId)) continue;
    // The newest answer decides: a question put right in a later attempt is not "missed".
    seen.add(answer.questionId);
    if (credit(gradedQuestion(question), answer.value as AnswerValue) < 1)
      missed.push({ questionId: answer.questionId, courseId: answer.courseId });
  }
  return missed;
}

async function todaysItems(db: Db, learner: Learner, day: string) {
  const endOfDay = startOfDay(addDays(day, 1), learner.time_zone);
  const [review, missed, fresh, practice] = await Promise.all([
    reviewCards(db, learner, endOfDay, true),
    missedQuestions(db, learner),
    newQuestions(db, learner),
    reviewCards(db, learner, endOfDay, false),
  ]);
  return pickItems({ review, missed, new: fresh, practice });
}

/** Points the day's quiz earned: the day itself and any streak milestone reached on it. */
async function pointsOfDay(db: Db, userId: number, day: string) {
  const row = await db
    .selectFrom('point_events')
    .select(sql<number>`coalesce(sum(points), 0)::int`.as('points'))
    .where('user_id', '=', userId)
    .where('day_key', '=', day)
    .where((eb) =>
      eb.or([
        eb.and([eb('rule', '=', 'daily_quiz.done'), eb('source_key', '=', day)]),
        eb('rule', 'in', STREAK_RULES),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

async function view(db: Db, quiz: DailyQuizRow): Promise<DailyQuiz> {
  const items = await itemsOf(db, quiz.id);
  const questions = await loadQuestionsById(
    db,
    items.map((i) => i.question_id),
  );
  const points = quiz.finished_at === null ? null : await pointsOfDay(db, quiz.user_id, quiz.day);
  return dailyQuizView(quiz, items, questions, points);
}

/** My streak as it stands today, for the dashboard's tile; `played` once I ever finished one. */
export async function dailyStreak(db: Db, userId: number, now = new Date()) {
  const [learner, state] = await Promise.all([learnerOf(db, userId), streakOf(db, userId)]);
  return {
    ...streakOn(state ?? NO_STREAK, dayKey(now, learner.time_zone)),
    played: state !== null,
  };
}

export async function dailyQuizToday(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<DailyQuizToday> {
  const learner = await learnerOf(db, auth.userId);
  const day = dayKey(now, learner.time_zone);
  const quiz = await findQuizOfDay(db, auth.userId, day);
  const [available, state, calendar] = await Promise.all([
    quiz ? quiz.total : todaysItems(db, learner, day).then((items) => items.length),
    streakOf(db, auth.userId),
    calendarFrom(db, auth.userId, addDays(day, -DAILY_CALENDAR_DAYS)),
  ]);
  const streak = state ?? NO_STREAK;
  const frozen = new Set(calendar.frozen);
  const done = calendar.done.map((d) => ({
    day: d.day,
    state: 'done' as const,
    correct: d.correct_count ?? 0,
    total: d.total,
  }));
  return {
    day,
    timeZone: learner.time_zone,
    nextDayAt: startOfDay(addDays(day, 1), learner.time_zone).toISOString(),
    quiz: quiz ? await view(db, quiz) : null,
    available,
    streak: { ...streakOn(streak, day), longest: streak.longest, freezes: streak.freezes },
    calendar: [
      ...done,
      ...[...frozen].map((d) => ({ day: d, state: 'frozen' as const, correct: 0, total: 0 })),
    ].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/**
 * Starts today's quiz, or answers the one already open (`created: false`). A quiz finished
 * today is not started again (409 `daily_quiz_done`): practice that counts is once a day.
 */
export async function startDailyQuiz(
  db: Db,
  auth: AuthClaims,
  now = new Date(),
): Promise<{ quiz: DailyQuiz; created: boolean }> {
  const learner = await learnerOf(db, auth.userId);
  const day = dayKey(now, learner.time_zone);
  const existing = await findQuizOfDay(db, auth.userId, day);
  if (existing) {
    if (existing.finished_at !== null) throw dailyQuizDone();
    return { quiz: await view(db, existing), created: false };
  }
  const items = await todaysItems(db, learner, day);
  if (items.length === 0) throw dailyQuizEmpty();
  const id = await insertQuiz(
    db,
    { companyId: learner.company_id, userId: auth.userId, day, at: now },
    items,
  );
  // Another tab started it a moment ago: that one is today's.
  const quiz = await findQuizOfDay(db, auth.userId, day);
  if (!quiz) throw new Error('daily quiz: not found after insert');
  return { quiz: await view(db, quiz), created: id !== null };
}

/** The quiz is finished: its streak day, its points, all with the last answer. */
async function finish(trx: Db, quiz: DailyQuizRow, correct: number, now: Date) {
  await finishQuiz(trx, quiz.id, correct, now);
  const step = advanceStreak((await streakOf(trx, quiz.user_id, true)) ?? NO_STREAK, quiz.day);
  await saveStreak(trx, quiz.user_id, step.next, step.frozenDays);
  const award = { userId: quiz.user_id, href: PAGE, at: now };
  await awardPoints(trx, { ...award, rule: 'daily_quiz.done', sourceKey: quiz.day });
  for (const days of step.milestones)
    await awardPoints(trx, {
      ...award,
      rule: `streak.${days}` as const,
      sourceKey: 'milestone',
    });
}

/**
 * Answers one question of the learner's quiz. The first answer is final (its explanation is
 * shown at once); a quiz of another day is closed (409 `daily_quiz_closed`), whatever time
 * the client claims, since the day is the server's.
 */
export async function answerDailyQuestion(
  db: Db,
  auth: AuthClaims,
  quizId: number,
  given: { questionId: number; value: AnswerValue },
  now = new Date(),
): Promise<DailyAnswerResult> {
  return db.transaction().execute(async (trx) => {
    const quiz = await findQuiz(trx, auth.userId, quizId);
    if (!quiz) throw notFound('quiz');
    const items = await itemsOf(trx, quiz.id);
    const item = items.find((i) => i.question_id === given.questionId);
    if (!item) throw notFound('question');
    if (item.answered_at !== null) return { applied: false, quiz: await view(trx, quiz) };
    const learner = await learnerOf(trx, auth.userId);
    if (quiz.day !== dayKey(now, learner.time_zone)) throw dailyQuizClosed();

    const [question] = await loadQuestionsById(trx, [given.questionId]);
    if (!question) throw notFound('question');
    const value = acceptAnswer(
      { type: question.type, optionIds: question.options.map((o) => o.id) },
      given.value,
    );
    if (value === null) throw new ApiError(400, 'invalid', { field: 'value' }, 'invalid');
    const isCorrect = credit(gradedQuestion(question), value) === 1;
    await recordAnswer(
      trx,
      { quizId: quiz.id, questionId: question.id },
      { value, isCorrect, at: now },
    );
    const card = await cardOf(trx, auth.userId, question.id);
    await saveCard(trx, auth.userId, question.id, nextCard(card ?? null, isCorrect, now));

    const answered = items.filter((i) => i.answered_at !== null);
    if (answered.length + 1 === items.length) {
      const correct = answered.filter((i) => i.is_correct).length + (isCorrect ? 1 : 0);
      await finish(trx, quiz, correct, now);
    }
    const fresh = await findQuiz(trx, auth.userId, quiz.id);
    return { applied: true, quiz: await view(trx, fresh!) };
  });
}
