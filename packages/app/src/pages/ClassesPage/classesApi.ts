import { ApiRequestError } from '../../data/fetcher';

/** The API path of the programs, a program, or a class, from the page's own segments. */
export const classesApiPath = (...segments: string[]) =>
  ['/v1/classes', ...segments.map(encodeURIComponent)].join('/');

/** The page's own address of a program or a class. */
export const classesHref = (...segments: string[]) => ['/classes', ...segments].join('/');

/** A path the API cannot read (400, not a slug) is as missing as one it does not have (404). */
export const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
