import useSWR from 'swr';
import { apiPath } from '../../api';
import { apiFetch } from './fetcher';

/** An image as a `data:` address: nothing to revoke, unlike an object URL, and photos are small. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A person's photo as an address an `<img>` can show. Photos are for signed-in people only,
 * and an `<img>` cannot send the token, so the bytes are fetched with it. Keyed by the photo's
 * ETag: a new photo is fetched at once, an unchanged one not again.
 */
export function usePhotoUrl(
  userId: number | undefined,
  etag: string | undefined,
): string | undefined {
  const key =
    userId !== undefined && etag
      ? ([apiPath('/users/{id}/photo', { path: { id: userId } }), etag] as const)
      : null;
  const { data } = useSWR(key, async ([path]: readonly [string, string]) =>
    dataUrlOf(await apiFetch<Blob>(path, { asBlob: true })),
  );
  return key ? data : undefined;
}
