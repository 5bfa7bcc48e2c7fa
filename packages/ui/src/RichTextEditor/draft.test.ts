// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_SAVE_AFTER_MS,
  clearRichTextDraft,
  flushDraft,
  readDraft,
  scheduleDraft,
} from './draft';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('drafts of the rich text editor', () => {
  it('are written once the typing pauses, the last text only', () => {
    scheduleDraft('reply', '<p>Hal</p>');
    scheduleDraft('reply', '<p>Halo</p>');
    vi.advanceTimersByTime(DRAFT_SAVE_AFTER_MS - 1);
    expect(readDraft('reply')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(readDraft('reply')).toBe('<p>Halo</p>');
  });

  it('are not written back after the text was sent within the pause', () => {
    scheduleDraft('reply', '<p>Terima kasih</p>');
    // Sent at once: the form clears the draft before the pause is over.
    clearRichTextDraft('reply');
    vi.advanceTimersByTime(DRAFT_SAVE_AFTER_MS * 2);
    expect(readDraft('reply')).toBeUndefined();
    // Nor when the editor closes afterwards.
    flushDraft('reply');
    expect(readDraft('reply')).toBeUndefined();
  });

  it('are written at once when the editor closes mid-pause', () => {
    scheduleDraft('reply', '<p>Setengah jalan</p>');
    flushDraft('reply');
    expect(readDraft('reply')).toBe('<p>Setengah jalan</p>');
  });
});
