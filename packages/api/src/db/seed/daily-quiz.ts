import type { Kysely } from 'kysely';
import { addDays, dayKey, startOfDay } from '../../points/company-days';
import { advanceStreak, NO_STREAK } from '../../daily-quiz/streak';
import { POINT_RULES } from '../../contract/point-rules';
import type { Schema } from '../schema';
import { DAILY_QUIZ_HISTORY, SEEDED_QUIZ_SIZE } from './daily-quiz-data';

/**
 * Past daily quizzes of the demo accounts, so the streak, the calendar and the boards mean
 * something on first start. The streak is replayed through the product's own rule, and the
 * points go through the seed's ledger like every other seeded award.
 */

type Db = Kysely<Schema>;
const ZONE = 'Asia/Jakarta';
const EVENING_MS = 19 * 3_600_000;

export interface DailyAward {
  userId: number;
  rule: 'daily_quiz.done' | 'streak.7' | 'streak.30' | 'streak.100';
  source: string;
  points: number;
  at: Date;
  subject: null;
  href: string;
}

export async function insertDailyQuizHistory(
  db: Db,
  ctx: { companyId: number; users: ReadonlyMap<string, number>; now: Date },
  award: (a: DailyAward) => void,
) {
  const today = dayKey(ctx.now, ZONE);
  let quizzes = 0;
  for (const [email, daysAgo] of Object.entries(DAILY_QUIZ_HISTORY)) {
    const userId = ctx.users.get(email);
    if (userId === undefined) continue;
    const days = [...daysAgo].sort((a, b) => b - a).map((n) => addDays(today, -n));
    const rows = days.map((day, i) => {
      const at = new Date(startOfDay(day, ZONE).getTime() + EVENING_MS);
      // A fixed spread of results: mostly four or five right.
      const correct = SEEDED_QUIZ_SIZE - ((i * 7 + userId) % 3);
      return {
        company_id: ctx.companyId,
        user_id: userId,
        day_key: day,
        started_at: at,
        finished_at: new Date(at.getTime() + 150_000),
        correct_count: correct,
        total: SEEDED_QUIZ_SIZE,
      };
    });
    await db.insertInto('daily_quizzes').values(rows).execute();
    quizzes += rows.length;

    let state = NO_STREAK;
    const frozen: string[] = [];
    for (const row of rows) {
      const step = advanceStreak(state, row.day_key);
      state = step.next;
      frozen.push(...step.frozenDays);
      const href = '/my-daily-quiz';
      const base = { userId, at: row.finished_at, subject: null, href };
      award({
        ...base,
        rule: 'daily_quiz.done',
        source: row.day_key,
        points: POINT_RULES['daily_quiz.done'].points,
      });
      for (const m of step.milestones)
        award({
          ...base,
          rule: `streak.${m}`,
          source: 'milestone',
          points: POINT_RULES[`streak.${m}`].points,
        });
    }
    await db
      .insertInto('daily_streaks')
      .values({
        user_id: userId,
        current: state.current,
        longest: state.longest,
        last_day_key: state.lastDay,
        freezes: state.freezes,
      })
      .execute();
    if (frozen.length > 0)
      await db
        .insertInto('daily_streak_freezes')
        .values(frozen.map((day) => ({ user_id: userId, day_key: day })))
        .execute();
  }
  return quizzes;
}
