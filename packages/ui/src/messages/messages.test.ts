import { describe, expect, it } from 'vitest';
import { uiMessages } from './messages';
import { editorMessages } from './groups/editor';

describe('ui message table', () => {
  it('has the same keys in Indonesian and English', () => {
    expect(Object.keys(uiMessages.en).sort()).toEqual(Object.keys(uiMessages.id).sort());
  });

  it('has the same keys in both languages for the editor, which loads its own', () => {
    expect(Object.keys(editorMessages.en).sort()).toEqual(Object.keys(editorMessages.id).sort());
  });

  it('has no empty label', () => {
    for (const table of [uiMessages.id, uiMessages.en, editorMessages.id, editorMessages.en])
      for (const [key, value] of Object.entries(table)) expect(value, key).not.toBe('');
  });
});
