import { apiPath } from '../../../api';
import { MY_TEAM_PATH } from './teamKeys';

/** The team reports' reads, and so their cache keys (an assignment refreshes every `/team`). */
export const teamCoursesKey = apiPath('/team-reports/courses');
export const teamCourseKey = (id: number) =>
  apiPath('/team-reports/courses/{id}', { path: { id } });
export const teamCourseAssigneesKey = (id: number) =>
  apiPath('/team-reports/courses/{id}/assignees', { path: { id } });
export const teamDashboardKey = apiPath('/team-reports/dashboard');
export const teamDashboardCsvPath = apiPath('/team-reports/dashboard/export');

export const TEAM_COURSES_PATH = `${MY_TEAM_PATH}/course`;
export const TEAM_DASHBOARD_PATH = `${MY_TEAM_PATH}/dashboard`;
/** The app's paths of one team course: `:name` in the route table is the course's id. */
export const teamCoursePath = (id: number, page?: 'users' | 'user') =>
  page ? `${TEAM_COURSES_PATH}/${id}/${page}` : `${TEAM_COURSES_PATH}/${id}`;
