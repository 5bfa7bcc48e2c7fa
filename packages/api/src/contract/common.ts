import { z } from '@hono/zod-openapi';

/** Text the API keeps in both languages, so a language switch needs no refetch. */
export const LocalizedText = z
  .object({ id: z.string(), en: z.string() })
  .openapi('LocalizedText', { example: { id: 'Dasar Kepemimpinan', en: 'Leadership Basics' } });
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * `schema` or null, stated so in the OpenAPI document: zod-to-openapi 9 writes a nullable
 * *named* schema as a bare `$ref` (the null is lost) or as an `allOf` no value can match.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

export const ApiError = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid' }),
      message: z.string().openapi({ example: 'Email tidak valid' }),
      field: z.string().optional().openapi({ example: 'email' }),
    }),
  })
  .openapi('ApiError');
export type ApiErrorBody = z.infer<typeof ApiError>;

export const MAX_PAGE_SIZE = 50;

/** Largest id the database stores (a PostgreSQL `integer`); a larger one cannot exist. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive whole number as written in a path or query: digits only (no `1e3`, `0x10` or
 * spaces) and at most MAX_ID, so nothing out of the database's range reaches a query.
 */
export const positiveIntText = (max = MAX_ID) =>
  z
    .string()
    .regex(/^-?[0-9]{1,10}$/)
    .pipe(z.coerce.number<string>().int().min(1).max(max))
    .openapi({ type: 'integer', minimum: 1, maximum: max });

/** A positive id inside a JSON body, bounded like one in a path. */
export const IdNumber = z.number().int().min(1).max(MAX_ID);

/**
 * Text a database can store: PostgreSQL refuses U+0000, and a lone UTF-16 surrogate is not
 * text at all (it cannot be encoded as UTF-8). Every string the API reads goes through this.
 */
export const safeString = () =>
  z.string().refine((s) => !s.includes('\u0000') && !LONE_SURROGATE.test(s), {
    message: 'invalid',
  });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Dates outside these years are refused: PostgreSQL has no year 0 and the domain needs none. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
const inYearRange = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
/** An ISO 8601 date-time with an offset, in the years above. */
export const IsoDateTime = () =>
  z.iso.datetime({ offset: true }).refine(inYearRange, { message: 'invalid' });
/** An ISO 8601 calendar date, in the years above. */
export const IsoDate = () => z.iso.date().refine(inYearRange, { message: 'invalid' });

export const PageQuery = z.object({
  page: positiveIntText().default(1),
  pageSize: positiveIntText(MAX_PAGE_SIZE).default(12),
});

export function pageOf<T extends z.ZodTypeAny>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    })
    .openapi(name);
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** A path id: `name` is the parameter's name in the route's path. */
export const idParam = (name: string, example = 1) =>
  positiveIntText().openapi({ param: { name, in: 'path' }, example });

export const IdParam = z.object({ id: idParam('id') });
