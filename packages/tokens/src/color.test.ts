import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, normalizeHex, readableTextOn, relativeLuminance } from './color';

describe('colour maths', () => {
  it('normalises hex colours and refuses everything else', () => {
    expect(normalizeHex('#FF4048')).toBe('#ff4048');
    expect(normalizeHex(' #abc ')).toBe('#aabbcc');
    for (const bad of ['red', '#12', '', null, undefined, '#GGGGGG', 'rgb(0,0,0)', '#ff404880'])
      expect(normalizeHex(bad)).toBeNull();
  });

  it('matches WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#ffffff', 0)).toBe('#ffffff');
  });

  it('falls back to pure black or white when neither candidate reaches 4.5:1', () => {
    expect(readableTextOn('#808080')).toBe('#000000');
    expect(readableTextOn('#1a2b4c')).toBe('#ffffff');
    expect(readableTextOn('#ff4048')).toBe('#1f1f1f');
  });
});
