import { requestPath } from '../../../api';
import { apiFetch } from '../../../shared/data/fetcher';
import { saveFile } from '../../../shared/files/saveFile';

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
  saveFile(blob, file.name);
}
