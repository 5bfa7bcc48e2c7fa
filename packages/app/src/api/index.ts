export { apiGet, apiPath, apiRequest, mockRoute, requestPath } from './client';
export type { Answer, ApiPath, Route } from './types';
export type { components } from './schema';
