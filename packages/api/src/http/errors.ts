import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '../contract/languages';
import { MAX_BODY_BYTES } from '../contract/limits';
import { fieldLabel, formatMessage, type MessageKey } from '../contract/messages';
import type { ApiErrorBody } from '../contract/common';

/**
 * A client-facing failure: the status, a stable code for programs and a template key whose
 * message is rendered in the request's language when the answer is written.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly values: { field?: string; [name: string]: string | number | undefined } = {},
    readonly code: string = key,
    /** Sent with the answer, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }

  body(lang: Language): ApiErrorBody {
    const { field, ...rest } = this.values;
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) values[k] = v;
    if (field) values.field = fieldLabel(lang, field);
    return {
      error: {
        code: this.code,
        message: formatMessage(lang, this.key, values),
        ...(field ? { field } : {}),
      },
    };
  }
}

export const notFound = (field: string) => new ApiError(404, 'notFound', { field }, 'not_found');
export const unauthorized = () => new ApiError(401, 'unauthorized', {}, 'unauthorized');
export const forbidden = () => new ApiError(403, 'forbidden', {}, 'forbidden');

export const tooLarge = () =>
  new ApiError(413, 'tooLarge', { n: Math.floor(MAX_BODY_BYTES / 1024) }, 'too_large');

/**
 * Any failure thrown while answering, as the error shape: hono's own exceptions (a body that
 * is not JSON, a Content-Type the route does not read) keep their 4xx status; anything else is
 * a 500 whose log line names the request and the error, never a query or its parameters.
 */
export function unexpectedError(err: Error, request: string): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 400) return new ApiError(400, 'malformed', {}, 'malformed_json');
    if (err.status === 413) return tooLarge();
    if (err.status === 415)
      return new ApiError(415, 'unsupportedMediaType', {}, 'unsupported_media_type');
    if (err.status >= 400 && err.status < 500)
      return new ApiError(err.status, 'badRequest', {}, 'bad_request');
  }
  const code = (err as { code?: unknown }).code;
  console.error(
    `${request} failed: ${err.name}${code ? ` [${String(code)}]` : ''}: ${err.message}`,
  );
  return new ApiError(500, 'internal', {}, 'internal');
}

export function sendError(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body(c.get('lang') ?? 'id'), error.status);
}
