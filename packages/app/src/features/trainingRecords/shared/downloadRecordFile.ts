import { requestPath } from '../../../api';
import { apiFetch } from '../../../shared/data/fetcher';

/**
 * Saves a certificate file on the device. The API serves it only with the reader's token,
 * which a plain link cannot send, so the bytes are fetched and handed to the browser's save.
 */
export async function downloadRecordFile(recordId: number, file: { id: number; name: string }) {
  const blob = await apiFetch<Blob>(
    requestPath('get', '/training-records/{id}/files/{fileId}', {
      path: { id: recordId, fileId: file.id },
    }),
    { asBlob: true },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url));
}
