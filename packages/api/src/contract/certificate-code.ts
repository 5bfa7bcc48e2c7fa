/**
 * Codes look like AJR-7K2M-Q9XD: unambiguous letters and digits (no I, no O), matched
 * upper-cased. A module of its own, free of zod, so a public page can check a code without
 * loading the schema library.
 */
export const CERTIFICATE_CODE_PATTERN = /^AJR-[0-9A-HJ-NP-Z]{4}-[0-9A-HJ-NP-Z]{4}$/;
