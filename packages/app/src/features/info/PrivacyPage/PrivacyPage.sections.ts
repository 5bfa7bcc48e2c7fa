/** Section keys under `privacy.sections`, in reading order; each is also the anchor. */
export const PRIVACY_SECTIONS = [
  'collected',
  'purposes',
  'legalBasis',
  'retention',
  'sharing',
  'rights',
  'security',
  'storage',
  'contact',
] as const;

/** The date shown as "last updated"; change it with the text. */
export const PRIVACY_UPDATED = '2026-11-23';
