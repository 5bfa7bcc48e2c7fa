// The one typed path to the API: operations, parameters, bodies and answers come from its
// OpenAPI document, and requests go through the app's fetch helper (token, language, errors,
// 401, offline).
import { apiFetch, type ApiFetchInit } from '../shared/data/fetcher';
import { build, type RawParams } from './paths';
import type {
  Answer,
  ApiPath,
  HttpMethod,
  Input,
  Operation,
  OptionalWhenEmpty,
  Route,
} from './types';

type RequestOptions<O> = Input<O> & Omit<ApiFetchInit, 'method' | 'body'>;

/**
 * Calls an operation through the app's fetch helper (token, language, errors, 401), with its
 * body as JSON: `apiRequest('post', '/vouchers/redeem', { body: { code } })`.
 */
export function apiRequest<M extends HttpMethod, R extends Route<M>>(
  method: M,
  route: R,
  ...[options]: OptionalWhenEmpty<RequestOptions<Operation<M, R>>>
): Promise<Answer<Operation<M, R>>> {
  const { path, query, body, ...init } = (options ?? {}) as RawParams & {
    body?: unknown;
  } & ApiFetchInit;
  return apiFetch(build(route, { path, query }), {
    ...init,
    method: method.toUpperCase(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A GET of an address built by `apiPath`, e.g. with another token than the session's. */
export const apiGet = <T>(path: ApiPath<T>, init?: ApiFetchInit) => apiFetch<T>(path, init);
