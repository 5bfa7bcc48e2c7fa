import { z } from '@hono/zod-openapi';
import { LocalizedText, orNull, positiveIntText } from './common';
import { PointEvent } from './points';
import {
  ACHIEVEMENT_PERIODS,
  ACHIEVEMENT_TYPES,
  BADGE_KINDS,
  DEFAULT_ACHIEVEMENT_PERIOD,
} from './team-achievement-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const day = () => z.string().openapi({ format: 'date', example: '2026-01-01' });

export const AchievementPeriodQuery = z.object({
  period: z.enum(ACHIEVEMENT_PERIODS).default(DEFAULT_ACHIEVEMENT_PERIOD),
});

export const MemberAchievementsQuery = AchievementPeriodQuery.extend({
  page: positiveIntText().default(1),
});

export const AchievementTypeParams = z.object({
  id: positiveIntText().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  type: z
    .enum(ACHIEVEMENT_TYPES)
    .openapi({ param: { name: 'type', in: 'path' }, example: 'course' }),
});

/** What a person achieved in the period, one count per kind. */
export const AchievementCounts = z
  .object({
    /** Courses completed in the period. */
    course: z.number().int().min(0),
    /** Certificates issued in the period and valid now (neither revoked nor expired). */
    certificate: z.number().int().min(0),
    /** Points earned in the period, net of any taken back (so it may be negative). */
    point: z.number().int(),
    /** Badges reached in the period. */
    badge: z.number().int().min(0),
  })
  .openapi('AchievementCounts');
export type AchievementCounts = z.infer<typeof AchievementCounts>;

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  position: orNull(z.string()),
  department: orNull(z.string()),
});

/** The period read: its kind and its first day (company calendar); null for all time. */
const PeriodFacts = {
  period: z.enum(ACHIEVEMENT_PERIODS),
  from: orNull(day()),
};

/** GET /v1/team/achievements: my direct reports by name, with the team's totals. */
export const TeamAchievements = z
  .object({
    ...PeriodFacts,
    members: z.array(Person.extend({ counts: AchievementCounts })),
    totals: AchievementCounts,
  })
  .openapi('TeamAchievements');
export type TeamAchievements = z.infer<typeof TeamAchievements>;

export const CourseAchievement = z
  .object({
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    completedAt: dateTime(),
    /** The best submitted score of the course's final quiz; null without one. */
    score: orNull(z.number()),
  })
  .openapi('CourseAchievement');

export const CertificateAchievement = z
  .object({
    code: z.string(),
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    issuedAt: dateTime(),
    /** Null: it does not expire. */
    expiresAt: orNull(dateTime()),
  })
  .openapi('CertificateAchievement');

export const BadgeAchievement = z
  .object({
    kind: z.enum(BADGE_KINDS),
    /** Days in a row for a streak, the level for a level. */
    value: z.number().int().min(1),
    earnedAt: dateTime(),
  })
  .openapi('BadgeAchievement');
export type BadgeAchievement = z.infer<typeof BadgeAchievement>;

/**
 * GET /v1/team/achievements/members/{id}/{type}: one direct report's achievements of one kind
 * in the period, newest first, a page at a time. Only the list of the asked kind is filled;
 * the others are empty. 404 for anyone not my direct report.
 */
export const MemberAchievements = z
  .object({
    ...PeriodFacts,
    member: Person,
    type: z.enum(ACHIEVEMENT_TYPES),
    counts: AchievementCounts,
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    courses: z.array(CourseAchievement),
    certificates: z.array(CertificateAchievement),
    points: z.array(PointEvent),
    badges: z.array(BadgeAchievement),
  })
  .openapi('MemberAchievements');
export type MemberAchievements = z.infer<typeof MemberAchievements>;
