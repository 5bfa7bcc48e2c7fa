// The one typed path to the API: routes, parameters, bodies and answers come from its OpenAPI
// document (schema.d.ts, `pnpm api:types`). SWR keys are `apiPath`s, so pages and the code
// that refreshes them name the same keys, and a wrong route or parameter is a type error.
import { apiFetch, type ApiFetchInit } from '../data/fetcher';
import type {
  Answer,
  ApiPath,
  HttpMethod,
  Input,
  Operation,
  OptionalWhenEmpty,
  Params,
  Route,
} from './types';

const PREFIX = '/v1';

type Values = Record<string, unknown>;
interface RawParams {
  path?: Values;
  query?: Values;
}

function build(route: string, { path, query }: RawParams = {}): string {
  const filled = route.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path?.[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return `${PREFIX}${filled}${text ? `?${text}` : ''}`;
}

/**
 * The address of a GET, e.g. `apiPath('/courses/{id}', { path: { id } })`: the SWR key pages
 * read it under, and what prefetch starts. Query parameters left `undefined` are not sent.
 */
export function apiPath<R extends Route<'get'>>(
  route: R,
  ...[params]: OptionalWhenEmpty<Params<Operation<'get', R>>>
): ApiPath<Answer<Operation<'get', R>>> {
  return build(route, params as RawParams) as ApiPath<Answer<Operation<'get', R>>>;
}

/** The address of any operation, for a caller that cannot use `apiRequest` (its own fetch). */
export function requestPath<M extends HttpMethod, R extends Route<M>>(
  _method: M,
  route: R,
  ...[params]: OptionalWhenEmpty<Params<Operation<M, R>>>
): string {
  return build(route, params as RawParams);
}

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

/**
 * An MSW route pattern for stories and tests: `mockRoute('/courses/{id}')` is
 * `/v1/courses/:id`, so a mock cannot listen on a route the API does not have.
 */
export const mockRoute = (route: Route) =>
  `${PREFIX}${route.replace(/\{(\w+)\}/g, ':$1')}` as const;
