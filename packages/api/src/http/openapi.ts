import { OpenAPIHono, createRoute, type RouteConfig } from '@hono/zod-openapi';
import { ApiError } from '../contract/common';
import type { AppEnv } from './env';
import { validationHook } from './validation';

/** A router whose invalid requests answer with the translated error shape. */
export const router = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiError } },
});

/** The error answers a route may give, documented once. */
export const errors = {
  400: errorResponse('Invalid input; the message names the field'),
  401: errorResponse('Missing, invalid or expired token'),
  403: errorResponse('The role may not do this'),
  404: errorResponse('Not found (or not in the caller’s company)'),
  429: errorResponse('Too many attempts'),
} satisfies RouteConfig['responses'];

export const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route for signed-in callers: the token in the `Authorization` header. */
/** A cached public answer the browser already holds (its If-None-Match names the ETag). */
export const notModified = {
  description: 'Not modified: the ETag in If-None-Match is still current (no body)',
};

export const bearerSecurity = [{ bearer: [] }];
/** The theme stream only: EventSource cannot send headers, so the token comes in the query. */
export const queryTokenSecurity = [{ accessToken: [] }];
/** A route open to anyone (the document says so rather than leaving it unsaid). */
export const publicRoute: [] = [];

type Security = typeof bearerSecurity | typeof queryTokenSecurity | typeof publicRoute;

/**
 * Every route of the API is declared through this: the document then names each operation
 * (clients are generated from it), says who may call it, and lists the answers every route
 * of that shape can give, which the handlers themselves never spell out: 400 for input that
 * does not parse, 413 and 415 for bodies, 401 without a valid token, 500 for a fault.
 */
export function route<const R extends RouteConfig & { operationId: string; security: Security }>(
  config: R,
) {
  const { request } = config;
  const hasInput = Boolean(request?.params || request?.query || request?.body);
  const hasBody = Boolean(request?.body);
  // The body limit guards every write, whether or not the route reads a body.
  const isWrite = config.method !== 'get';
  return createRoute({
    ...config,
    responses: {
      ...(hasInput ? { 400: errors[400] } : {}),
      ...(isWrite ? { 413: errorResponse('The body is larger than 1 MiB') } : {}),
      ...(hasBody
        ? { 415: errorResponse('The body is not JSON (Content-Type: application/json)') }
        : {}),
      ...(config.security.length ? { 401: errors[401] } : {}),
      500: errorResponse('Unexpected server error (logged with the request)'),
      ...config.responses,
    },
  });
}
