import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
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

export const bearerSecurity = [{ bearer: [] }];
