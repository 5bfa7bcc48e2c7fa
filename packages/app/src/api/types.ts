// Type-level reading of the generated `paths` (schema.d.ts): which routes a method has, the
// parameters and body an operation takes, and what it answers. No runtime code.
import type { paths } from './schema';

/** Every route of the API is under this prefix; the app names routes without it. */
export type ApiPrefix = '/v1';
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type FullPath<M extends HttpMethod> = M extends HttpMethod
  ? { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths]
  : never;

/** The routes (without `/v1`) that answer `method`, e.g. `'/courses/{id}'` for `get`. */
export type Route<M extends HttpMethod = HttpMethod> =
  FullPath<M> extends `${ApiPrefix}${infer R}` ? R : never;

/** The generated operation behind `method` on `route`. */
export type Operation<M extends HttpMethod, R extends Route<M>> = paths[`${ApiPrefix}${R}` &
  keyof paths][M];

type ParamsOf<O> = O extends { parameters: infer X } ? X : never;

type PathPart<O> =
  ParamsOf<O> extends { path: infer A } ? ([A] extends [never] ? object : { path: A }) : object;

type QueryPart<O> =
  ParamsOf<O> extends { query: infer Q }
    ? { query: Q }
    : ParamsOf<O> extends { query?: infer Q }
      ? [NonNullable<Q>] extends [never]
        ? object
        : { query?: NonNullable<Q> }
      : object;

type Json<C> = C extends { content: { 'application/json': infer B } } ? B : never;

type BodyPart<O> = O extends { requestBody: infer B }
  ? [NonNullable<B>] extends [never]
    ? object
    : { body: Json<B> }
  : O extends { requestBody?: infer B }
    ? [NonNullable<B>] extends [never]
      ? object
      : { body?: Json<NonNullable<B>> }
    : object;

/** The path and query parameters of an operation, exactly as the document declares them. */
export type Params<O> = PathPart<O> & QueryPart<O>;
/** Its parameters and JSON body. */
export type Input<O> = Params<O> & BodyPart<O>;

/** The argument list: optional when nothing in it is required. */
export type OptionalWhenEmpty<T> = object extends T ? [options?: T] : [options: T];

type Success = 200 | 201 | 202 | 204;
/** What a successful call answers (the JSON of its 2xx responses). */
export type Answer<O> = O extends { responses: infer R }
  ? {
      [S in keyof R & Success]: R[S] extends { content: infer C }
        ? Json<{ content: C }>
        : undefined;
    }[keyof R & Success]
  : never;

declare const answer: unique symbol;
/**
 * An API address built by `apiPath`, carrying the answer's type: `useApi` and `apiGet` take
 * only these, so a hand-written key or a mismatched answer type does not compile.
 */
export type ApiPath<T> = string & { readonly [answer]: T };
