import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '@ajar/tokens';
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

export function sendError(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body(c.get('lang') ?? 'id'), error.status);
}
