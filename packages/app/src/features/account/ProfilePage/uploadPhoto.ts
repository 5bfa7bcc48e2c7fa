import type { Profile } from '@ajar/api/contract';
import { uploadFile } from '../../../api';

/** Sends the photo itself as the body, with its progress shown on a slow connection. */
export const uploadPhoto = (file: Blob, onProgress: (percent: number) => void): Promise<Profile> =>
  uploadFile('put', '/me/photo', file, { onProgress });
