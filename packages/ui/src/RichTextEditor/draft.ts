// Drafts live in localStorage under one prefix, so a caller can clear its own with the key it
// gave. Storage may be full or refused (private windows, a policy): the editor then works on
// without drafts rather than failing.
const PREFIX = 'ajar:rich-text-draft:';

/** Typing must pause this long before the draft is written (one write per burst, not per key). */
export const DRAFT_SAVE_AFTER_MS = 500;

/** Writes waiting for a pause, by key: one place, so clearing a draft also stops them. */
const pending = new Map<string, { html: string; timer: number }>();

export function readDraft(draftKey: string): string | undefined {
  try {
    return window.localStorage.getItem(PREFIX + draftKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(draftKey: string, html: string): void {
  try {
    if (html) window.localStorage.setItem(PREFIX + draftKey, html);
    else window.localStorage.removeItem(PREFIX + draftKey);
  } catch {
    // See above: no draft is better than a broken editor.
  }
}

/** Saves `html` as the draft once typing pauses. */
export function scheduleDraft(draftKey: string, html: string): void {
  window.clearTimeout(pending.get(draftKey)?.timer);
  const timer = window.setTimeout(() => {
    pending.delete(draftKey);
    writeDraft(draftKey, html);
  }, DRAFT_SAVE_AFTER_MS);
  pending.set(draftKey, { html, timer });
}

/** Writes a waiting draft now (the editor is closing mid-pause). */
export function flushDraft(draftKey: string): void {
  const waiting = pending.get(draftKey);
  if (!waiting) return;
  window.clearTimeout(waiting.timer);
  pending.delete(draftKey);
  writeDraft(draftKey, waiting.html);
}

/**
 * Forgets the draft saved under `draftKey`, and any write of it still waiting for a pause in
 * the typing. Call it once the text has been sent and accepted (after a successful submit),
 * so the next visit starts empty: text sent within half a second of the last key must not be
 * written back as a draft afterwards.
 */
export function clearRichTextDraft(draftKey: string): void {
  window.clearTimeout(pending.get(draftKey)?.timer);
  pending.delete(draftKey);
  writeDraft(draftKey, '');
}
