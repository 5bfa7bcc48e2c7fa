/**
 * Hands fetched bytes to the browser as a download named `name`. Files the API serves only
 * with the reader's token cannot be plain links, so pages fetch them and save them here.
 */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the address to the download; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url));
}
