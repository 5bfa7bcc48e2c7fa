// No zod here: the app imports these by value (its forms check the same limits).

/**
 * A course's state for one person, as the team pages show it: `overdue` is unfinished past
 * its due date, whatever the progress; the others read the progress.
 */
export const TEAM_COURSE_STATES = ['notStarted', 'inProgress', 'completed', 'overdue'] as const;
export type TeamCourseState = (typeof TEAM_COURSE_STATES)[number];

export const TEAM_LIMITS = {
  /** An assignment's note to the person. */
  note: 500,
  /** How far ahead a due date may be set, in days: a date years away is a typo. */
  dueMaxDays: 366,
  /** Changes shown on a person's page, newest first. */
  log: 20,
} as const;

/** A lesson hour (jam pelajaran, JP) as Indonesian training counts it: 45 minutes. */
export const MINUTES_PER_JP = 45;

/** Training hours are shown to one decimal: 1.5 h, not 1.4833 h. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
