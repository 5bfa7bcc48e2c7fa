import { FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from './limits';

/**
 * Uploaded brand images: what each kind accepts and how its bytes are checked. Free of zod, so
 * the browser checks a chosen file with the very rules (and messages) the API applies.
 */

/** The kinds of image a company brands its pages with. */
export const BRAND_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type BrandImageKind = (typeof BRAND_IMAGE_KINDS)[number];

export const MAX_IMAGE_BYTES: Record<BrandImageKind, number> = {
  logo: LOGO_MAX_BYTES,
  favicon: FAVICON_MAX_BYTES,
};

export type BrandImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/x-icon';

/**
 * The types each kind accepts. SVG is refused rather than sanitised: it can carry script,
 * and a logo has no need of it.
 */
export const ACCEPTED_TYPES: Record<BrandImageKind, readonly BrandImageType[]> = {
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  favicon: ['image/x-icon', 'image/png'],
};

/** File names people know the accepted types by, for the error message. */
export const TYPE_NAMES: Record<BrandImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/x-icon': 'ICO',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type read from the file's first bytes (its magic number), or null. What the
 * browser or the file name claims is never trusted: a script renamed to logo.png is not an
 * image here.
 */
export function sniffImageType(bytes: Uint8Array): BrandImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // An icon directory: reserved 0, type 1 (icon), then at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6 && bytes[4]! | bytes[5]!)
    return 'image/x-icon';
  return null;
}

/** What is wrong with an image for a kind, as a message template and its values; null when fine. */
export function brandImageProblem(
  kind: BrandImageKind,
  bytes: Uint8Array,
): { key: 'imageTooLarge'; n: number } | { key: 'imageType'; list: string } | null {
  const max = MAX_IMAGE_BYTES[kind];
  if (bytes.length > max) return { key: 'imageTooLarge', n: max / 1024 };
  const type = sniffImageType(bytes);
  const accepted = ACCEPTED_TYPES[kind];
  if (!type || !accepted.includes(type))
    return { key: 'imageType', list: accepted.map((t) => TYPE_NAMES[t]).join(', ') };
  return null;
}
