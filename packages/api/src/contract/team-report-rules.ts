// No zod here: the app imports these by value (its forms and tables use the same limits).

export const TEAM_REPORT_LIMITS = {
  /** People one bulk assignment may name: a whole team, not a company. */
  bulkPeople: 50,
  /** Levels of reports the dashboard walks below me: deeper is a data loop or an org chart's top. */
  depth: 5,
  /** Days without learning activity after which a person shows as inactive. */
  inactiveDays: 14,
} as const;
