import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PHOTO_TYPES } from '../contract/profile-rules';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_SIZE_PX } from '../contract/profile-rules';
import { ApiError } from '../http/errors';
import type { StoredPhoto } from './profile.queries';

type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type by its first bytes. Only these three signatures reach the decoder: libvips
 * reads many more formats (SVG, PDF, TIFF...), and none of them belongs in a photo.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<PhotoType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const photoTypeError = () =>
  new ApiError(415, 'photoType', { field: 'photo' }, 'unsupported_photo_type');
export const photoTooLarge = () =>
  new ApiError(
    413,
    'photoTooLarge',
    { field: 'photo', n: MAX_PHOTO_BYTES / (1024 * 1024) },
    'photo_too_large',
  );

/**
 * Decodes the upload and draws it anew as a square WebP: whatever rode along in the file
 * (EXIF with the place it was taken, comments, appended scripts, a second image) is not
 * carried over, as only pixels are. The photo is turned upright by its EXIF orientation first.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<StoredPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw photoTooLarge();
  const type = sniffPhotoType(bytes);
  if (!type) throw photoTypeError();
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    // The decoder must agree with the signature, or the file is something dressed as an image.
    if (format !== SHARP_FORMAT[type]) throw photoTypeError();
    output = await image
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'photoUnreadable', { field: 'photo' }, 'unreadable_photo');
  }
  const etag = createHash('sha256').update(output).digest('base64url').slice(0, 22);
  return { contentType: 'image/webp', bytes: output, etag };
}
