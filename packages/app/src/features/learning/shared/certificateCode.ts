// The zod-free module of the contract: the schemas would weigh more than this page.
import { CERTIFICATE_CODE_PATTERN } from '@ajar/api/contract/certificate-code';

/**
 * A certificate number as people type or copy it ("ajr 7k2m q9xd", " AJR-7K2M-Q9XD "), in
 * the form the API knows (AJR-7K2M-Q9XD), or null when it cannot be one. Case does not
 * matter, and spaces count as the dashes they usually stand for.
 */
export function normalizeCertificateCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const code = /^AJR.{8}$/.test(compact)
    ? `AJR-${compact.slice(3, 7)}-${compact.slice(7)}`
    : input.trim().toUpperCase();
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}
