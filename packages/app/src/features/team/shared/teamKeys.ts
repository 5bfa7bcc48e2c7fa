import { apiPath } from '../../../api';

/** The team's reads, and so their cache keys: pages and the assignment that refreshes them agree. */
export const myTeamKey = apiPath('/team');
export const teamMemberKey = (id: number) => apiPath('/team/members/{id}', { path: { id } });
export const assignableCoursesKey = (id: number) =>
  apiPath('/team/members/{id}/assignable-courses', { path: { id } });

/** Whether a cached key reads the team (an assignment changes the list and the person). */
export const showsTeam = (key: unknown) => typeof key === 'string' && key.includes('/team');

export const MY_TEAM_PATH = '/my-team';
/** The app's paths of a team member's pages. */
export const memberPath = (id: number, page?: 'assign-course') =>
  page ? `${MY_TEAM_PATH}/${id}/${page}` : `${MY_TEAM_PATH}/${id}`;
