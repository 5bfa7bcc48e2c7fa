import { z } from '@hono/zod-openapi';
import { SafeUrl } from './urls';

/** What the browser app learns about this deployment at run time (not at build time). */
export const ClientConfig = z
  .object({
    /** Real-user monitoring (Elastic APM RUM); null when off, the default. */
    monitoring: z.object({ serverUrl: SafeUrl, serviceName: z.string() }).nullable(),
  })
  .openapi('ClientConfig');
export type ClientConfig = z.infer<typeof ClientConfig>;
