import { z } from '@hono/zod-openapi';
import { isSafeUrl } from './safe-url';

export { isSafeUrl };

/** `value` when it is safe to link to, else null: what the API sends for stored links. */
export const safeUrlOrNull = (value: string | null | undefined): string | null =>
  value && isSafeUrl(value) ? value : null;

/** A link field: http(s) or a same-site path, at most 2,000 characters. */
export const SafeUrl = z.string().max(2000).refine(isSafeUrl, { message: 'url_unsafe' }).openapi({
  description: 'An http(s) URL or a path on this site',
  example: 'https://meet.example.com/ajar',
});
