export { apiGet, apiRequest } from './client';
export { apiPath, mockRoute, requestPath } from './paths';
export { uploadFile } from './upload';
export type { Answer, ApiPath, Route } from './types';
export type { components } from './schema';
