// No zod here: the app imports this module by value (see durations.ts).

/** Longest display name a person may give themselves. */
export const PROFILE_NAME_MAX_LENGTH = 100;
/** Longest phone number as typed, separators included. */
export const PHONE_MAX_LENGTH = 20;
/**
 * An Indonesian mobile number: +62 or 0, then 8 and 8 to 12 more digits, as people write it
 * (spaces or hyphens between digits allowed); stored without the separators.
 */
export const PHONE_PATTERN = /^(?:\+62|0)[\s-]?8(?:[\s-]?\d){8,12}$/;
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** Largest photo upload (2 MiB): a phone camera's picture must be made smaller first. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Image types a photo may be, recognised by their bytes, never by a name or header. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Side of the square every photo is stored as, in pixels. */
export const PHOTO_SIZE_PX = 256;
/** Decoded pixels a photo may have (about 40 megapixels): a tiny file cannot unpack to gigabytes. */
export const MAX_PHOTO_PIXELS = 40_000_000;
