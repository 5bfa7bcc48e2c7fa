import { z } from '@hono/zod-openapi';
import { LocalizedText, safeString } from './common';

export const CERTIFICATE_STATES = ['valid', 'revoked', 'expired'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** GET /v1/my/certificates */
export const MyCertificate = z
  .object({
    id: z.number().int(),
    code: z.string(),
    course: z.object({ id: z.number().int(), title: LocalizedText }),
    learnerName: z.string(),
    issuedAt: z.string().openapi({ format: 'date-time' }),
    expiresAt: z.string().nullable().openapi({ format: 'date-time' }),
    revokedAt: z.string().nullable().openapi({ format: 'date-time' }),
    state: z.enum(CERTIFICATE_STATES),
  })
  .openapi('MyCertificate');
export type MyCertificate = z.infer<typeof MyCertificate>;

/**
 * GET /v1/certificates/{code}: the public check, no sign-in. Reveals only name, course and
 * dates; an unknown code is 404.
 */
export const CertificateCheck = z
  .object({
    code: z.string(),
    state: z.enum(CERTIFICATE_STATES),
    learnerName: z.string(),
    courseTitle: LocalizedText,
    issuedAt: z.string().openapi({ format: 'date-time' }),
    expiresAt: z.string().nullable().openapi({ format: 'date-time' }),
    revokedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('CertificateCheck');
export type CertificateCheck = z.infer<typeof CertificateCheck>;

export { CERTIFICATE_CODE_PATTERN } from './certificate-code';

export const CertificateCodeParam = z.object({
  code: safeString()
    .trim()
    .toUpperCase()
    .max(20)
    .openapi({ param: { name: 'code', in: 'path' }, example: 'AJR-7K2M-Q9XD' }),
});
