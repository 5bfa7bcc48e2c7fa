// Typed addresses of the API: routes, path and query parameters come from its OpenAPI document
// (schema.d.ts, `pnpm api:types`). SWR keys are `apiPath`s, so pages and the code that
// refreshes them name the same keys, and a wrong route or parameter is a type error. No
// imports at run time: the theme stream and push registration use it without the fetcher.
import type {
  Answer,
  ApiPath,
  HttpMethod,
  Operation,
  OptionalWhenEmpty,
  Params,
  Route,
} from './types';

const PREFIX = '/v1';

type Values = Record<string, unknown>;
export interface RawParams {
  path?: Values;
  query?: Values;
}

/** Fills the route's `{name}`s and appends the query, leaving out what is unset. */
export function build(route: string, { path, query }: RawParams = {}): string {
  const filled = route.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path?.[name])),
  );
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${PREFIX}${filled}${search ? `?${search}` : ''}`;
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

/**
 * An MSW route pattern for stories and tests: `mockRoute('/courses/{id}')` is
 * `/v1/courses/:id`, so a mock cannot listen on a route the API does not have.
 */
export const mockRoute = (route: Route) =>
  `${PREFIX}${route.replace(/\{(\w+)\}/g, ':$1')}` as const;
