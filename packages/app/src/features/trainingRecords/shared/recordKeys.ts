import { apiPath } from '../../../api';

/** The training records' reads, and so their cache keys: pages and the writes agree. */
export const myRecordsKey = apiPath('/training-records');
export const recordKey = (id: number) => apiPath('/training-records/{id}', { path: { id } });
/** My approved training requests, one of which a record may answer. */
export const myRequestsKey = apiPath('/training-requests');

/** Whether a cached key reads training records (a change shows in every list and on /my-team). */
export const showsRecords = (key: unknown) =>
  typeof key === 'string' && key.includes('/training-records');

/** The app's paths of the training record pages. */
export const TRAINING_PATH = '/training';
export const recordPath = (id: number) => `${TRAINING_PATH}/${id}`;
/** `/training/edit/new` opens an empty form; a record's id opens it filled. */
export const NEW_RECORD = 'new';
export const editPath = (id: number | typeof NEW_RECORD) => `${TRAINING_PATH}/edit/${id}`;
/** Where anyone asks their supervisor for a training before taking it. */
export const TRAINING_REQUESTS_PATH = '/my-team/training-request';
export const trainingRequestPath = (id: number) => `${TRAINING_REQUESTS_PATH}/${id}`;
