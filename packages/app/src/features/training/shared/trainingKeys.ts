import { apiPath } from '../../../api';

/** How many courses one search offers to choose from: enough to find one by a word or two. */
export const COURSE_RESULTS = 20;
/** The upcoming events offered at once (the API's largest page). */
export const EVENT_CHOICES = 50;

/** The training requests' reads, and so their cache keys: pages and the writes agree. */
export const trainingListKey = apiPath('/training-requests');
export const trainingRequestKey = (id: number) =>
  apiPath('/training-requests/{id}', { path: { id } });
export const approversKey = apiPath('/training-requests/approvers');
/** The company's courses whose title has `q`, for the course to ask for. */
export const courseSearchKey = (q: string) =>
  apiPath('/courses', { query: { pageSize: COURSE_RESULTS, ...(q ? { q } : {}) } });
/** Events not over yet: an event that has ended cannot be asked for. */
export const upcomingEventsKey = apiPath('/events', {
  query: { when: 'upcoming', pageSize: EVENT_CHOICES },
});

/** Whether a cached key reads training requests (a decision changes the list and the request). */
export const showsTrainingRequests = (key: unknown) =>
  typeof key === 'string' && key.includes('/training-requests');

/** The app's paths of the training requests' pages. */
export const TRAINING_REQUESTS_PATH = '/my-team/training-request';
export const trainingRequestPath = (id: number) => `${TRAINING_REQUESTS_PATH}/${id}`;
/** The list with the new request's form open: the address keeps it open on reload. */
export const NEW_REQUEST_PATH = `${TRAINING_REQUESTS_PATH}?new=1`;
