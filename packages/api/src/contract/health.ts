import { z } from '@hono/zod-openapi';

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unavailable']),
    version: z.string(),
  })
  .openapi('Health');
export type HealthResponse = z.infer<typeof Health>;
