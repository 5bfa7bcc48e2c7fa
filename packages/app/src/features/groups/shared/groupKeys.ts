import { apiPath } from '../../../api';

/** The groups' reads, and so their cache keys: pages and the writes that refresh them agree. */
export const myGroupsKey = apiPath('/groups/mine');
export const joinableGroupsKey = apiPath('/groups/joinable');
export const groupKey = (id: number) => apiPath('/groups/{id}', { path: { id } });
export const groupCandidatesKey = (id: number, q: string) =>
  apiPath('/groups/{id}/candidates', { path: { id }, query: q ? { q } : {} });
export const groupCourseOptionsKey = (id: number, q: string) =>
  apiPath('/groups/{id}/course-options', { path: { id }, query: q ? { q } : {} });

/** Whether a cached key reads groups (a write to a group refreshes every such read). */
export const showsGroups = (key: unknown) => typeof key === 'string' && key.includes('/groups');

/** The app's paths of a group's pages. */
export const groupPath = (id: number, page?: 'add-member' | 'add-course' | 'thread') =>
  page ? `/my-group/${id}/${page}` : `/my-group/${id}`;
