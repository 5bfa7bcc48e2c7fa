import { z } from '@hono/zod-openapi';

/** Text the API keeps in both languages, so a language switch needs no refetch. */
export const LocalizedText = z
  .object({ id: z.string(), en: z.string() })
  .openapi('LocalizedText', { example: { id: 'Dasar Kepemimpinan', en: 'Leadership Basics' } });
export type LocalizedText = z.infer<typeof LocalizedText>;

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

export const PageQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(12),
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

export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
