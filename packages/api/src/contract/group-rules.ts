// No zod here: the app imports these by value (its forms check the same limits).

export const GROUP_ROLES = ['leader', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/**
 * Join codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code
 * read off a projector or a printed sheet is typed right the first time.
 */
export const GROUP_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GROUP_CODE_LENGTH = 8;

export const GROUP_LIMITS = {
  nameMinLength: 3,
  nameMaxLength: 80,
  descriptionMaxLength: 500,
  /** Groups one person may lead: enough for a trainer's classes, not a flood. */
  ledPerPerson: 20,
  membersPerGroup: 500,
  /** People added in one go from the add-member page. */
  addAtOnce: 50,
  /** Codes one person may try in a window (right or wrong), so codes cannot be guessed. */
  joinAttemptsPerWindow: 10,
  joinWindowMinutes: 10,
  codeMaxUses: 10_000,
  codeMaxDays: 365,
  /** People or courses offered at once while searching; a longer term narrows the list. */
  suggestions: 20,
  searchMaxLength: 50,
} as const;

/** Normalises what a person typed: spaces and dashes dropped, upper-case. */
export const normaliseGroupCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Whether a typed code could be one at all (checked before it costs an attempt). */
export const isGroupCodeShape = (code: string) =>
  code.length === GROUP_CODE_LENGTH && [...code].every((c) => GROUP_CODE_ALPHABET.includes(c));
