import { z } from '@hono/zod-openapi';
import { LocalizedText, orNull, positiveIntText } from './common';
import { BOARD_VISIBILITIES, POINT_PERIODS, POINT_RULE_CODES } from './point-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });

export const BoardQuery = z.object({
  period: z.enum(POINT_PERIODS).default('week'),
});

/** One row of a board. Anonymous rows carry no name (and nothing else that tells who). */
export const LeaderboardEntry = z
  .object({
    rank: z.number().int(),
    /** Null: this learner is anonymous on the boards (by choice or the company's). */
    name: orNull(z.string()),
    department: orNull(z.string()),
    points: z.number().int(),
    isMe: z.boolean(),
  })
  .openapi('LeaderboardEntry');
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z
  .object({
    period: z.enum(POINT_PERIODS),
    /** When the period began (Jakarta time); null for all time. */
    from: orNull(dateTime()),
    /** Learners on the board (with points in the period, not hidden). */
    participants: z.number().int(),
    top: z.array(LeaderboardEntry),
    /** Me and up to five on each side; empty when I am not on the board. */
    aroundMe: z.array(LeaderboardEntry),
    me: z.object({
      /** My rank among everyone with points, shown to me even when I am hidden. */
      rank: orNull(z.number().int()),
      points: z.number().int(),
      visibility: z.enum(BOARD_VISIBILITIES),
      /** Staff see the boards but are never on them. */
      onBoards: z.boolean(),
    }),
  })
  .openapi('Leaderboard');
export type Leaderboard = z.infer<typeof Leaderboard>;

/** Departments ranked by average points per member with points, so size does not win. */
export const TeamBoardEntry = z
  .object({
    rank: z.number().int(),
    department: z.string(),
    members: z.number().int(),
    activeMembers: z.number().int(),
    average: z.number().int(),
    points: z.number().int(),
    isMine: z.boolean(),
  })
  .openapi('TeamBoardEntry');

export const TeamBoard = z
  .object({
    period: z.enum(POINT_PERIODS),
    from: orNull(dateTime()),
    items: z.array(TeamBoardEntry),
  })
  .openapi('TeamBoard');
export type TeamBoard = z.infer<typeof TeamBoard>;

export const PointRuleView = z
  .object({
    code: z.enum(POINT_RULE_CODES as [string, ...string[]]),
    points: z.number().int(),
    /** Extra points for the score (quiz passed: score / 10). */
    scoreBonus: orNull(z.number().int()),
    /** Most points this rule gives in one Jakarta day. */
    dailyCap: orNull(z.number().int()),
  })
  .openapi('PointRuleView');

export const MyPoints = z
  .object({
    balance: z.number().int(),
    level: z.object({
      level: z.number().int(),
      start: z.number().int(),
      next: orNull(z.number().int()),
    }),
    /** My rank per period among everyone with points (null: no points in it). */
    ranks: z.object({
      week: orNull(z.number().int()),
      month: orNull(z.number().int()),
      all: orNull(z.number().int()),
    }),
    periodPoints: z.object({ week: z.number().int(), month: z.number().int() }),
    visibility: z.enum(BOARD_VISIBILITIES),
    /** The company shows everyone anonymously, whatever I choose. */
    companyAnonymous: z.boolean(),
    onBoards: z.boolean(),
    rules: z.array(PointRuleView),
  })
  .openapi('MyPoints');
export type MyPoints = z.infer<typeof MyPoints>;

export const PointHistoryQuery = z.object({
  page: positiveIntText().default(1),
});

/** A ledger line: why I got (or lost) points, and for what. */
export const PointEvent = z
  .object({
    id: z.number().int(),
    rule: z.enum(POINT_RULE_CODES as [string, ...string[]]),
    points: z.number().int(),
    at: dateTime(),
    /** What earned it: a content, quiz, course or forum thread; null for a day's quiz. */
    subject: orNull(LocalizedText),
    /** Where the subject lives in the app (a course, a thread), when it still exists. */
    href: orNull(z.string()),
    /** The rule's daily cap was reached: recorded, but worth fewer points (or none). */
    capped: z.boolean(),
    /** Taken back (an answer no longer accepted). */
    reversal: z.boolean(),
  })
  .openapi('PointEvent');
export type PointEvent = z.infer<typeof PointEvent>;

export const PointHistory = z
  .object({
    items: z.array(PointEvent),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  })
  .openapi('PointHistory');
export type PointHistory = z.infer<typeof PointHistory>;

export const BoardVisibilityRequest = z
  .object({ visibility: z.enum(BOARD_VISIBILITIES) })
  .openapi('BoardVisibilityRequest');
