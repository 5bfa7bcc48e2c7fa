/** Section keys under `terms.sections`, in reading order; each is also the anchor. */
export const TERMS_SECTIONS = [
  'acceptance',
  'accounts',
  'acceptableUse',
  'content',
  'certificates',
  'availability',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

/** The date shown as "last updated"; change it with the text. */
export const TERMS_UPDATED = '2026-11-23';
