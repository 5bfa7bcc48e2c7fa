import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';

/**
 * The days a supervisor's due date may fall on (an assignment, a follow-up question): today
 * up to TEAM_LIMITS.dueMaxDays on, `YYYY-MM-DD`, as the API counts them.
 */
export interface DueWindow {
  first: string;
  last: string;
}

/** The window from `today` (the company's calendar day). */
export const dueWindow = (today: string): DueWindow => ({
  first: today,
  last: new Date(Date.parse(`${today}T00:00:00Z`) + TEAM_LIMITS.dueMaxDays * 86_400_000)
    .toISOString()
    .slice(0, 10),
});
