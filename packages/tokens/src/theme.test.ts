// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { contrastRatio, type Hex } from './color';
import { DEFAULT_PRIMARY_COLOR } from './constants';
import { applyTheme, deriveTheme } from './derive';
import { defaultTheme, type TenantTheme } from './theme';

/** Ramps pinned from the antd palette algorithm; a library change that moves them shows here. */
const ramps: Record<string, Partial<TenantTheme>> = {
  '#FF4048': {
    primary: '#ff4048',
    primaryHover: '#ff696b',
    primaryActive: '#ff696b',
    primaryBorder: '#ff4048',
    primaryText: '#b31b2c',
    onPrimary: '#1f1f1f',
  },
  '#FFF59D': {
    primary: '#fff59d',
    primaryHover: '#d9cc7c',
    primaryBorder: '#8c7d42',
    primaryText: '#66592f',
    onPrimary: '#1f1f1f',
  },
  '#1A2B4C': {
    primary: '#1a2b4c',
    primaryHover: '#2d3d59',
    primaryBorder: '#1a2b4c',
    primaryText: '#1a2b4c',
    onPrimary: '#ffffff',
  },
  '#000000': { primary: '#000000', primaryHover: '#1a1a1a', onPrimary: '#ffffff' },
  '#FFFFFF': {
    primary: '#ffffff',
    primaryHover: '#d9d9d9',
    primaryBorder: '#8c8c8c',
    primaryText: '#666666',
    onPrimary: '#1f1f1f',
  },
  '#808080': { primary: '#808080', primaryHover: '#8c8c8c', onPrimary: '#000000' },
};

describe('deriveTheme', () => {
  it('gives the written-out default theme for the default colour', () => {
    expect(deriveTheme(DEFAULT_PRIMARY_COLOR)).toEqual(defaultTheme);
  });

  it.each(Object.entries(ramps))('derives the ramp of %s', (input, expected) => {
    expect(deriveTheme(input)).toMatchObject(expected);
  });

  it.each(Object.keys(ramps))('keeps every text colour of %s at 4.5:1 or more', (input) => {
    const t = deriveTheme(input)!;
    expect(contrastRatio(t.onPrimary, t.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.onPrimaryHover, t.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.onPrimaryActive, t.primaryActive)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.onPrimarySubtle, t.primarySubtle)).toBeGreaterThanOrEqual(4.5);
    // On white and on the sunken grey (footers, table headers) alike.
    for (const surface of ['#ffffff', '#f5f5f5'] as Hex[]) {
      expect(contrastRatio(t.primaryText, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primaryBorder, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('never picks white on the default red, which is only 3.45:1', () => {
    expect(contrastRatio('#ffffff', '#ff4048')).toBeCloseTo(3.45, 2);
    expect(deriveTheme('#FF4048')!.onPrimary).not.toBe('#ffffff');
  });

  it('keeps text readable for every 12-bit colour', () => {
    const hex = '0123456789abcdef';
    for (const r of hex)
      for (const g of hex)
        for (const b of hex) {
          const t = deriveTheme(`#${r}${g}${b}`)!;
          expect(contrastRatio(t.onPrimary, t.primary)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(t.onPrimaryHover, t.primaryHover)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(t.primaryText, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('gives a hover state distinguishable from the rest state, even for black and white', () => {
    for (const input of Object.keys(ramps)) {
      const t = deriveTheme(input)!;
      expect(contrastRatio(t.primaryHover, t.primary)).toBeGreaterThanOrEqual(1.1);
    }
  });
});

describe('applyTheme', () => {
  const root = () => document.documentElement;
  const prop = (name: string) => root().style.getPropertyValue(name);

  beforeEach(() => {
    root().removeAttribute('style');
    applyTheme('#1A2B4C');
  });

  it('writes the contract properties on :root', () => {
    const result = applyTheme('#FF4048');
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(prop('--ajar-color-primary')).toBe('#ff4048');
    expect(prop('--ajar-color-primary-hover')).toBe('#ff696b');
    expect(prop('--ajar-color-primary-active')).toBe('#ff696b');
    expect(prop('--ajar-color-on-primary')).toBe('#1f1f1f');
  });

  it('writes only --ajar- custom properties', () => {
    applyTheme('#FF4048');
    const names = Array.from(root().style);
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(name).toMatch(/^--ajar-color-/);
  });

  it.each([['red'], ['#12'], [''], [null], ['url(javascript:alert(1))'], ['#GGGGGG'], [42]])(
    'rejects %j and leaves the theme untouched',
    (input) => {
      const before = root().getAttribute('style');
      const result = applyTheme(input);
      expect(result).toEqual({ ok: false, error: 'invalid-color', input });
      expect(root().getAttribute('style')).toBe(before);
      expect(prop('--ajar-color-primary')).toBe('#1a2b4c');
    },
  );

  it('skips the write when the colour is already applied', () => {
    expect(applyTheme('#1a2b4c')).toMatchObject({ ok: true, changed: false });
  });

  it('themes any element given as target, e.g. a preview pane', () => {
    const pane = document.createElement('div');
    applyTheme('#000', pane);
    expect(pane.style.getPropertyValue('--ajar-color-primary')).toBe('#000000');
    expect(prop('--ajar-color-primary')).toBe('#1a2b4c');
  });

  it('accepts #RGB and any case, normalised', () => {
    applyTheme('#FfF');
    expect(prop('--ajar-color-primary')).toBe('#ffffff');
    const t: Hex = deriveTheme('#FFF')!.onPrimary;
    expect(prop('--ajar-color-on-primary')).toBe(t);
  });
});
