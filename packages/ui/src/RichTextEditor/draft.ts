// Drafts live in localStorage under one prefix, so a caller can clear its own with the key it
// gave. Storage may be full or refused (private windows, a policy): the editor then works on
// without drafts rather than failing.
const PREFIX = 'ajar:rich-text-draft:';

export function readDraft(draftKey: string): string | undefined {
  try {
    return window.localStorage.getItem(PREFIX + draftKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(draftKey: string, html: string): void {
  try {
    if (html) window.localStorage.setItem(PREFIX + draftKey, html);
    else window.localStorage.removeItem(PREFIX + draftKey);
  } catch {
    // See above: no draft is better than a broken editor.
  }
}

/**
 * Forgets the draft saved under `draftKey`. Call it once the text has been sent and accepted
 * (after a successful submit), so the next visit starts empty.
 */
export function clearRichTextDraft(draftKey: string): void {
  writeDraft(draftKey, '');
}
