/**
 * Puts files into a file input (a FileList can only be built through DataTransfer), so the
 * input submits what the field shows. Returns false where the browser does not allow it.
 */
export function setInputFiles(input: HTMLInputElement, files: readonly File[]): boolean {
  try {
    if (files.length === 0) {
      input.value = '';
      return true;
    }
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
    return true;
  } catch {
    return false;
  }
}

/** Whether the input already holds exactly these files, in order. */
export function holdsFiles(input: HTMLInputElement, files: readonly File[]): boolean {
  const current = input.files;
  const count = current?.length ?? 0;
  return count === files.length && files.every((file, i) => current?.item(i) === file);
}
