import { z } from '@hono/zod-openapi';
import { LocalizedText, orNull } from './common';
import { DAILY_DAY_STATES, DAILY_ITEM_SOURCES, STREAK_FREEZES_MAX } from './daily-quiz-rules';
import { AnswerValue, AttemptQuestion, QuestionReview } from './quiz';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const day = () => z.string().openapi({ format: 'date', example: '2026-11-27' });

export const DailyQuizItem = z
  .object({
    position: z.number().int(),
    source: z.enum(DAILY_ITEM_SOURCES),
    /** Options in the author's order; a daily quiz is not shuffled. */
    question: AttemptQuestion,
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    /** The first answer given (final), or null. */
    answer: orNull(AnswerValue),
    /** Right or wrong, the right answer and the explanation: once answered. */
    feedback: orNull(QuestionReview),
  })
  .openapi('DailyQuizItem');
export type DailyQuizItem = z.infer<typeof DailyQuizItem>;

export const DailyQuiz = z
  .object({
    id: z.number().int(),
    /** The company day it belongs to: answers are taken on that day only. */
    day: day(),
    status: z.enum(['open', 'done']),
    startedAt: dateTime(),
    finishedAt: orNull(dateTime()),
    items: z.array(DailyQuizItem),
    correctCount: z.number().int(),
    /** Points the finished quiz earned (the day and any streak milestone); null while open. */
    pointsEarned: orNull(z.number().int()),
  })
  .openapi('DailyQuiz');
export type DailyQuiz = z.infer<typeof DailyQuiz>;

export const DailyStreak = z
  .object({
    /** Days in a row with the quiz done; 0 once a missed day was not covered by a freeze. */
    current: z.number().int(),
    longest: z.number().int(),
    freezes: z.number().int().min(0).max(STREAK_FREEZES_MAX),
    doneToday: z.boolean(),
  })
  .openapi('DailyStreak');
export type DailyStreak = z.infer<typeof DailyStreak>;

export const DailyCalendarDay = z
  .object({
    day: day(),
    state: z.enum(DAILY_DAY_STATES),
    correct: z.number().int(),
    total: z.number().int(),
  })
  .openapi('DailyCalendarDay');
export type DailyCalendarDay = z.infer<typeof DailyCalendarDay>;

export const DailyQuizToday = z
  .object({
    /** Today in the company's time zone, decided by the server. */
    day: day(),
    timeZone: z.string(),
    /** When the next day (and its quiz) begins. */
    nextDayAt: dateTime(),
    /** Today's quiz once started, else null. */
    quiz: orNull(DailyQuiz),
    /** Questions today's quiz would have if started now: 0 when nothing is enrolled. */
    available: z.number().int(),
    streak: DailyStreak,
    /** Days done or frozen in the last thirteen weeks, oldest first. */
    calendar: z.array(DailyCalendarDay),
  })
  .openapi('DailyQuizToday');
export type DailyQuizToday = z.infer<typeof DailyQuizToday>;

export const DailyAnswerResult = z
  .object({
    /** False when this question already had its answer (the first one stays). */
    applied: z.boolean(),
    quiz: DailyQuiz,
  })
  .openapi('DailyAnswerResult');
export type DailyAnswerResult = z.infer<typeof DailyAnswerResult>;
