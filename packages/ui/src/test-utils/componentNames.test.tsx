import { forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';
import * as ui from '../index';
import { nameComponents } from './componentNames';

describe('nameComponents', () => {
  it('names a minified component by its export name, for the docs snippets', () => {
    const K = () => null;
    const exports = { Button: K, Dialog: memo(() => null), Field: forwardRef(() => null) };
    nameComponents(exports);
    expect(exports.Button).toHaveProperty('displayName', 'Button');
    expect(exports.Dialog).toHaveProperty('displayName', 'Dialog');
    expect(exports.Field).toHaveProperty('displayName', 'Field');
  });

  it('keeps a name already set and leaves hooks and values alone', () => {
    const Named = Object.assign(() => null, { displayName: 'Kept' });
    const useThing = () => null;
    const exports = { Named, useThing, TOAST: 1 };
    nameComponents(exports);
    expect(Named.displayName).toBe('Kept');
    expect(useThing).not.toHaveProperty('displayName');
  });

  it('leaves every component of the kit named as it is imported', () => {
    nameComponents(ui);
    for (const name of ['Button', 'CourseCard', 'CoverArt', 'Dialog', 'GlobalStyle']) {
      expect(ui[name as keyof typeof ui]).toHaveProperty('displayName');
    }
    expect(ui.Button).toHaveProperty('displayName', 'Button');
  });
});
