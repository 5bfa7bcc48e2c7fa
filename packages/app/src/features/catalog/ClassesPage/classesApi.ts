import { apiPath } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';

/** The API paths of the programs, a program, and a class, from the page's own segments. */
export const programsApiPath = () => apiPath('/classes');
export const programApiPath = (program: string) =>
  apiPath('/classes/{program}', { path: { program } });
export const classApiPath = (program: string, slug: string) =>
  apiPath('/classes/{program}/{class}', { path: { program, class: slug } });

/** The page's own address of a program or a class. */
export const classesHref = (...segments: string[]) => ['/classes', ...segments].join('/');

/** A path the API cannot read (400, not a slug) is as missing as one it does not have (404). */
export const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
