// No zod here: the app imports this module by value (see durations.ts).

/** Languages the product speaks; Indonesian first. */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
