import type { TeamScenario } from '../shared/team.fixtures';

/** Someone nobody reports to (HR names no one with them as supervisor). */
export const NO_TEAM: TeamScenario = { people: [] };

/**
 * The default team as the list sums it up: Andi's one overdue course and Putri's two; all but
 * Dewi below the 20-hour target.
 */
export const TEAM_SUMMARY = { people: 4, overdue: 3, underTarget: 3 };
