// What the home page asks the API for, without React, so the route can start the requests
// while the page's code is still loading (routes/preloadData.ts).
import { apiPath } from '../../../api';

/** How many courses the home page features: one row on a wide screen. */
export const FEATURED_COURSES = 4;
/** How many upcoming events the home page shows. */
export const HOME_EVENTS = 3;

export const HOME_PATHS = {
  courses: apiPath('/courses', { query: { pageSize: FEATURED_COURSES } }),
  roadmaps: apiPath('/roadmaps'),
  events: apiPath('/events', { query: { when: 'upcoming', pageSize: HOME_EVENTS } }),
  categories: apiPath('/categories'),
};
