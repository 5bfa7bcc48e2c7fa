/**
 * The contract's CERTIFICATE_CODE_PATTERN (AJR-7K2M-Q9XD: unambiguous letters and digits).
 * Kept here because the contract's module builds zod schemas at load, which would put zod
 * in the bundle of a public page for one expression; certificateCode.test.ts keeps the
 * two equal.
 */
export const CERTIFICATE_CODE_PATTERN = /^AJR-[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}$/;

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
