import type { Hook } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { FORUM_LIMITS } from '../contract/forum-rules';
import { MIN_PASSWORD_LENGTH } from '../contract/limits';
import { ApiError, sendError } from './errors';
import type { AppEnv } from './env';

type Issue = z.core.$ZodIssue;

const PASSWORD_FIELDS = new Set(['password', 'currentPassword', 'newPassword', 'confirmPassword']);
/** Text a person types where the limit is worth telling them (names, phone, titles). */
const LENGTH_FIELDS = new Set([
  'name',
  'phone',
  'displayName',
  'faviconTitle',
  'title',
  'prompt',
  'answer',
  'reply',
]);

/** Turns the first schema issue into one of the spec's message templates. */
export function issueToError(issue: Issue | undefined, input: unknown): ApiError {
  const field = issue?.path.map(String).join('.') || 'body';
  if (!issue) return new ApiError(400, 'invalid', { field }, 'invalid');
  // zod does not report the input by default, so absence is read from the raw request.
  const given = issue.path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
  const absent = given === undefined || given === null || given === '';
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && absent)
    return new ApiError(400, 'required', { field }, 'required');
  if (issue.code === 'custom' && issue.params?.mismatch)
    return new ApiError(400, 'mismatch', { field }, 'mismatch');
  if (issue.code === 'too_small' && (field === 'password' || field === 'newPassword'))
    return new ApiError(400, 'passwordMin', { field, n: MIN_PASSWORD_LENGTH }, 'too_short');
  // An over-long password is refused here, before anything could hash it.
  if (issue.code === 'too_big' && PASSWORD_FIELDS.has(field))
    return new ApiError(400, 'invalid', { field }, 'too_long');
  // Text that trims to nothing is missing, whatever its minimum length.
  if (issue.code === 'too_small' && typeof given === 'string' && given.trim() === '')
    return new ApiError(400, 'required', { field }, 'required');
  if (issue.code === 'too_small' && issue.origin === 'string' && LENGTH_FIELDS.has(field))
    return new ApiError(400, 'tooShort', { field, n: Number(issue.minimum) }, 'too_short');
  // A post's HTML is limited to leave room for its formatting; the writer counts characters.
  if (issue.code === 'too_big' && field === 'html')
    return new ApiError(400, 'tooLong', { field, n: FORUM_LIMITS.bodyMaxLength }, 'too_long');
  if (issue.code === 'too_big' && issue.origin === 'string' && LENGTH_FIELDS.has(field))
    return new ApiError(400, 'tooLong', { field, n: Number(issue.maximum) }, 'too_long');
  if (issue.code === 'invalid_format' && field === 'phone')
    return new ApiError(400, 'phoneFormat', { field }, 'invalid_phone');
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
    return new ApiError(400, 'required', { field }, 'required');
  if (issue.code === 'too_small' && issue.origin === 'number' && Number(issue.minimum) <= 1)
    return new ApiError(400, 'positive', { field }, 'not_positive');
  if (issue.code === 'invalid_value')
    return new ApiError(400, 'oneOf', { field, list: issue.values.join(', ') }, 'not_one_of');
  return new ApiError(400, 'invalid', { field }, 'invalid');
}

/** zod-openapi hook: every rejected request answers the same error shape, translated. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = async (result, c) => {
  if (result.success) return;
  const input =
    result.target === 'json'
      ? await c.req.json().catch(() => undefined)
      : result.target === 'query'
        ? c.req.query()
        : result.target === 'param'
          ? c.req.param()
          : undefined;
  return sendError(c, issueToError(result.error.issues[0], input));
};
